import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { paymentReturnUrl } from '@/lib/url/payment';

/** The page's language as the server would read it from the [locale] segment. */
const page = vi.hoisted(() => ({ locale: 'zh-hans' as 'zh-hans' | 'en' }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => page.locale,
  getTranslations: async () => (key: string) => key,
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ disable: () => undefined }),
  cookies: async () => ({ set: () => undefined }),
}));

async function switchHref(locale: Locale, alternatePath: string): Promise<string | null> {
  page.locale = locale;
  const { LanguageSwitch } = await import('@/components/layout/LanguageSwitch');
  const { unmount } = render(await LanguageSwitch({ alternatePath }));
  const href = screen.getByTestId('language-switch').getAttribute('href');
  unmount();
  return href;
}

/**
 * Paths the site builds from a language and a path inside it, through next-intl's getPathname:
 * Chinese at the root (never /zh-hans/..., which the site redirects), English under /en.
 */
describe('the language switch', () => {
  it('links a member page to the same page in the other language, query kept', async () => {
    expect(await switchHref('zh-hans', '/profile/orders/TK123?payResult=success')).toBe(
      '/en/profile/orders/TK123?payResult=success',
    );
    expect(await switchHref('en', '/profile/orders/TK123?payResult=success')).toBe(
      '/profile/orders/TK123?payResult=success',
    );
  });

  it('is named by the words it shows first, in their own language (WCAG 2.5.3: issue 34)', async () => {
    page.locale = 'zh-hans';
    const { LanguageSwitch } = await import('@/components/layout/LanguageSwitch');
    const { unmount } = render(await LanguageSwitch({ alternatePath: '/' }));
    const link = screen.getByTestId('language-switch');
    // the words it shows (no styles here: the long and the short ones), then what it does
    expect(link).toHaveAccessibleName(/^languageSwitch.+languageSwitchLabel$/);
    expect(screen.getByText('languageSwitch')).toHaveAttribute('lang', 'en');
    unmount();
  });

  it('links the home page as /en and /, and a path it cannot trust as the home page', async () => {
    expect(await switchHref('zh-hans', '/')).toBe('/en');
    expect(await switchHref('en', '/')).toBe('/');
    expect(await switchHref('zh-hans', '//evil.example/x')).toBe('/en');
    expect(await switchHref('en', '//evil.example/x')).toBe('/');
  });
});

describe('the payment return URL', () => {
  it("is the order's page in the buyer's language", () => {
    expect(paymentReturnUrl('https://theatre.example', 'en', 'TK 1')).toBe(
      'https://theatre.example/en/profile/orders/TK%201',
    );
    expect(paymentReturnUrl('https://theatre.example', 'zh-hans', 'TK1')).toBe(
      'https://theatre.example/profile/orders/TK1',
    );
  });
});

describe('the draft exit', () => {
  it("falls back to the home page of the editor's language", async () => {
    const { GET } = await import('@/app/api/draft/exit/route');
    const at = async (query: string) =>
      (await GET(new Request(`http://site.test/api/draft/exit${query}`))).headers.get('location');
    expect(await at('?locale=en')).toBe('/en');
    expect(await at('?locale=zh-hans')).toBe('/');
    expect(await at('?locale=fr')).toBe('/');
    expect(await at('')).toBe('/');
  });
});
