'use client';

import { useLocale, useTranslations } from 'next-intl';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { titleWithSiteName } from '@/lib/seo/title';
import { theatre } from '@/lib/theatre';

/** Any failure while rendering a page: '500 Internal server error' (spec section 2). */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const t = useTranslations('Errors');
  const tc = useTranslations('Common');
  return (
    <BareShell>
      {/* a client boundary has no metadata of its own: React puts this title in the head */}
      <title>{titleWithSiteName(t('serverErrorTitle'), theatre.name[locale])}</title>
      <ErrorPage code={500} title={t('serverErrorTitle')} text={t('contactAdmin')} homeLabel={tc('backToHome')}>
        <p>
          <button type="button" onClick={reset} className="button-secondary">
            {tc('retry')}
          </button>
        </p>
      </ErrorPage>
    </BareShell>
  );
}
