import { SiteShell } from '@/components/layout/SiteShell';
import type { Locale } from '@/lib/i18n/routing';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/**
 * The 404 page as a route renders it when there is nothing at its address: the theatre's header
 * and footer around the not-found view, server-rendered (it reads the same with scripts off), with
 * status 404 (NotFoundStatus). Its metadata: notFoundMetadata (lib/seo/error-metadata.ts).
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <SiteShell locale={locale} alternatePath="/" tolerant>
      <NotFoundView locale={locale} />
      <NotFoundStatus />
    </SiteShell>
  );
}
