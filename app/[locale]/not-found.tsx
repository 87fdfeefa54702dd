import { NotFoundView } from '@/components/app/NotFoundView';
import { SiteShell } from '@/components/layout/SiteShell';
import { currentLocale } from '@/lib/i18n/root-locale';
import { errorPageMetadata } from '@/lib/seo/error-metadata';

export const generateMetadata = () => errorPageMetadata('notFoundTitle');

/**
 * Next's not-found boundary: what a notFound() thrown outside NotFoundPage shows (the browser draws
 * it). The routes of this site render NotFoundPage themselves, server-rendered with status 404.
 */
export default async function NotFound() {
  const locale = await currentLocale();
  return (
    <SiteShell locale={locale} alternatePath="/" tolerant>
      <NotFoundView locale={locale} />
    </SiteShell>
  );
}
