'use client';

import dynamic from 'next/dynamic';

/**
 * BoundaryErrorPage loaded when a boundary shows it, not with every page. Next puts the
 * not-found and forbidden boundaries into every page's payload, and their client component's
 * script into every page's scripts: with this one there, every page loads this loader, and the
 * error page's code (its shell, the theatre's name, the navigation's links) only comes when a page
 * fails or is not found.
 */
export const LazyBoundaryErrorPage = dynamic(() =>
  import('@/components/app/BoundaryErrorPage').then((m) => m.BoundaryErrorPage),
);
