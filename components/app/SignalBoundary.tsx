'use client';

import { Component, type ReactNode } from 'react';

/** Catches the not-found signal of NotFoundStatus in the browser and renders nothing in its place. */
export class SignalBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
