import type { MetadataRoute } from 'next';
import { getSitemap } from '@/lib/seo/sitemap';

/** /sitemap.xml: every published page in both languages with hreflang alternates (lib/seo/sitemap.ts). */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return getSitemap();
}
