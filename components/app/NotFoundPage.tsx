import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/**
 * The 404 page as a route renders it when there is nothing at its address: the theatre's header
 * and footer around the not-found view, server-rendered (it reads the same with scripts off), with
 * status 404 (NotFoundStatus). Its metadata: notFoundMetadata (lib/seo/error-metadata.ts).
 */
export function NotFoundPage() {
  return (
    <SiteShell alternatePath="/" tolerant>
      <NotFoundView />
      <NotFoundStatus />
    </SiteShell>
  );
}
