import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { SignalBoundary } from './SignalBoundary';

function Signal(): never {
  notFound();
}

/**
 * Makes the response of a page that renders the not-found view itself a 404. Next sets a page's
 * status from a notFound() thrown while it renders; thrown in the page, it replaces the whole page
 * with an empty error document that only the browser's scripts fill in (error boundaries do not run
 * in server rendering: vercel/next.js#62228). Thrown here, inside a Suspense boundary of its own,
 * the prerender completes with everything around it and records the 404 (app-render's prerender:
 * "React can complete a prerender after an HTTP access fallback ... thrown inside a Suspense
 * boundary"). In the browser the same error reaches SignalBoundary, which renders nothing, so the
 * server-rendered page stays as it is.
 */
export function NotFoundStatus() {
  return (
    <SignalBoundary>
      <Suspense fallback={null}>
        <Signal />
      </Suspense>
    </SignalBoundary>
  );
}
