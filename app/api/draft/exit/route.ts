import { readBodyCapped } from '@/lib/platform/http/read-body';
import { getPathname } from '@/lib/i18n/navigation';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { draftAnswer, leaveDraft } from '@/lib/preview/draft-mode';
import { safeReturnPath } from '@/lib/url/local-path';

/** The banner's form: a language and a path. */
const MAX_FORM_BYTES = 4 * 1024;

/** Where to go after leaving preview: the page the editor was on (same origin), else the home page. */
function backTo(request: Request, locale: string | null, to: string | null): string {
  const asked = safeReturnPath(to);
  if (asked && !asked.startsWith('/api/')) return asked;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) {
        const path = safeReturnPath(`${from.pathname}${from.search}`);
        if (path && !path.startsWith('/api/')) return path;
      }
    } catch {
      // not a URL
    }
  }
  return getPathname({ locale: isLocale(locale) ? locale : defaultLocale, href: '/' });
}

async function exit(request: Request, locale: string | null, to: string | null) {
  await leaveDraft();
  return draftAnswer(303, null, { Location: backTo(request, locale, to) });
}

/** The preview banner's exit button (a form, `application/x-www-form-urlencoded`): turns Draft Mode off and returns to the page. */
export async function POST(request: Request) {
  const bytes = await readBodyCapped(request, MAX_FORM_BYTES);
  if (bytes === null) return draftAnswer(413, 'The form is too large.');
  const form = new URLSearchParams(bytes.toString('utf8'));
  const field = (name: string) => form.get(name) || null;
  return exit(request, field('locale'), field('to'));
}

/** The same for a plain link (`<a href="/api/draft/exit?to=/news/x">`, never a prefetched `<Link>`). */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  return exit(request, params.get('locale'), params.get('to'));
}
