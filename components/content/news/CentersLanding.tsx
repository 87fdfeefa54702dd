import { getLanding } from '@/lib/cms/art-landing';
import { loadContent } from '@/lib/cms/load-route';
import type { ContentPageProps } from '../page-props';
import { loadNewsLanding, NewsLanding } from './NewsLanding';

/** landing_page of type 'centers' (the catch-all already sent other types to not-found). */
export async function CentersLanding({ page, locale }: ContentPageProps) {
  const data = await loadNewsLanding(locale);
  const { banner } = await loadContent(locale, () => getLanding(locale, 'landing_page', page.uuid));
  return <NewsLanding locale={locale} data={data} title={page.title} introHtml={page.bodyHtml} banner={banner} />;
}
