import { NotFoundView } from '@/components/app/NotFoundView';
import { SiteShell } from '@/components/layout/SiteShell';
import { errorPageMetadata } from '@/lib/seo/error-metadata';

export const generateMetadata = () => errorPageMetadata('notFoundTitle');

/**
 * Next's not-found boundary: what a notFound() thrown outside NotFoundPage shows (the browser draws
 * it). The routes of this site render NotFoundPage themselves, server-rendered with status 404.
 */
export default function NotFound() {
  return (
    <SiteShell alternatePath="/" tolerant>
      <NotFoundView />
    </SiteShell>
  );
}
