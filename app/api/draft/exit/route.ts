import { draftMode } from 'next/headers';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { safeLocalPath } from '@/lib/seo/preview-target';

/** Where to go after leaving preview: the page the editor was on (same origin), else the home page. */
function backTo(request: Request, locale: string | null): string {
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) {
        const path = safeLocalPath(from.pathname);
        if (path && !path.startsWith('/api/')) return path;
      }
    } catch {
      // not a URL
    }
  }
  return localizedPath(isLocale(locale) ? locale : 'zh-hans', '/');
}

async function exit(request: Request, locale: string | null) {
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: backTo(request, locale), 'Cache-Control': 'private, no-store' } });
}

/** The preview banner's exit button: turns Draft Mode off and returns to the page. */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  return exit(request, typeof locale === 'string' ? locale : null);
}

/** The same for a plain link (`<a href="/api/draft/exit">`; links are not prefetched by the banner). */
export async function GET(request: Request) {
  return exit(request, new URL(request.url).searchParams.get('locale'));
}
