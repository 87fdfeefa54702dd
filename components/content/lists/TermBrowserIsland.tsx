'use client';

import dynamic from 'next/dynamic';

/**
 * The category tabs and paged lists (with their JSON:API client) are a chunk of their own: only
 * the news and arts-education landings load it, not every page of the content route. Both are
 * still rendered on the server (no loading state of their own: the caller's Suspense decides).
 */
export const TermBrowser = dynamic(() => import('./TermBrowser').then((m) => m.TermBrowser));
export const TermBrowserStatic = dynamic(() => import('./TermBrowser').then((m) => m.TermBrowserStatic));
