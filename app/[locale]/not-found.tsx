'use client';

import { BoundaryErrorPage } from '@/components/app/BoundaryErrorPage';

/**
 * Next's not-found boundary: what a notFound() thrown outside NotFoundPage shows (the browser draws
 * it: a content reader that finds nothing after the route did). The routes of this site render
 * NotFoundPage themselves, server-rendered with status 404. A client component: Next serializes
 * this boundary into every page's payload (BoundaryErrorPage).
 */
export default function NotFound() {
  return <BoundaryErrorPage code={404} title="notFoundTitle" text="notFoundText" />;
}
