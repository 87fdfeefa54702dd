import { getLanding } from '@/lib/cms/art-landing';
import { rethrowCmsError } from '@/lib/cms/load-route';
import type { ContentPageProps } from '../registry';
import { loadNewsLanding, NewsLanding } from './NewsLanding';

/** landing_page of type 'centers' (the catch-all already sent other types to not-found). */
export async function CentersLanding({ page, locale }: ContentPageProps) {
  const data = await loadNewsLanding(locale);
  let banner = null;
  try {
    banner = (await getLanding(locale, 'landing_page', page.uuid)).banner;
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  return <NewsLanding locale={locale} data={data} title={page.title} introHtml={page.bodyHtml} banner={banner} />;
}
