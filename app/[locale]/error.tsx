'use client';

import { useTranslations } from 'next-intl';
// Loaded when a page fails, not with every page: this file must be a client one (Next), and a
// static import put a second copy of the error page's code (2 kB) into every page's scripts.
import { LazyBoundaryErrorPage } from '@/components/app/LazyBoundaryErrorPage';

/** Any failure while rendering a page: '500 Internal server error' (spec section 2). */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const tc = useTranslations('Common');
  return (
    <LazyBoundaryErrorPage code={500} title="serverErrorTitle" text="contactAdmin">
      <p>
        <button type="button" onClick={reset} className="button-secondary">
          {tc('retry')}
        </button>
      </p>
    </LazyBoundaryErrorPage>
  );
}
