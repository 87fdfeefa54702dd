'use client';

import { useTranslations } from 'next-intl';
import { BoundaryErrorPage } from '@/components/app/BoundaryErrorPage';

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
