'use client';

import { useLocale, useTranslations } from 'next-intl';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { isLocale, localizedPath, defaultLocale } from '@/lib/i18n/routing';
import { titleWithSiteName } from '@/lib/seo/title';
import { theatre } from '@/lib/theatre';

/** Any failure while rendering a page: '500 Internal server error' (spec section 2). */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const requested = useLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = useTranslations('Errors');
  const tc = useTranslations('Common');
  const home = localizedPath(locale, '/');
  return (
    <BareShell locale={locale}>
      {/* a client boundary has no metadata of its own: React puts this title in the head */}
      <title>{titleWithSiteName(t('serverErrorTitle'), theatre.name[locale])}</title>
      <ErrorPage code={500} title={t('serverErrorTitle')} text={t('contactAdmin')} homeHref={home} homeLabel={tc('backToHome')}>
        <p>
          <button type="button" onClick={reset} className="button-secondary">
            {tc('retry')}
          </button>
        </p>
      </ErrorPage>
    </BareShell>
  );
}
