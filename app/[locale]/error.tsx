'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// Loaded when a page fails, not with every page: this file must be a client one (Next), and a
// static import put a second copy of the error page's code (2 kB) into every page's scripts.
const BoundaryErrorPage = dynamic(() => import('@/components/app/BoundaryErrorPage').then((m) => m.BoundaryErrorPage));

/** Any failure while rendering a page: '500 Internal server error' (spec section 2). */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const tc = useTranslations('Common');
  return (
    <BoundaryErrorPage code={500} title="serverErrorTitle" text="contactAdmin">
      <p>
        <button type="button" onClick={reset} className="button-secondary">
          {tc('retry')}
        </button>
      </p>
    </BoundaryErrorPage>
  );
}
