import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/urls';

/** Member, cart and checkout pages are private (also `noindex` by header); the rest is for crawlers. */
const PRIVATE = ['/api/', '/profile', '/cart', '/checkout', '/login', '/register', '/forgotpassword'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [...PRIVATE, ...PRIVATE.filter((p) => p !== '/api/').map((p) => `/en${p}`)],
      },
    ],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  };
}
