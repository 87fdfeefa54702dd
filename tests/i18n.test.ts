// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getPathname } from '@/lib/i18n/navigation';
import { htmlLang, langType, splitLocale } from '@/lib/i18n/routing';

describe('locale routing', () => {
  it('takes the language from the first path segment alone', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/news/a')).toEqual({ locale: 'en', path: '/news/a' });
    expect(splitLocale('/')).toEqual({ locale: 'zh-hans', path: '/' });
    expect(splitLocale('/news')).toEqual({ locale: 'zh-hans', path: '/news' });
    // only the exact segment 'en' is English
    expect(splitLocale('/english/x')).toEqual({ locale: 'zh-hans', path: '/english/x' });
    expect(splitLocale('/fr/x')).toEqual({ locale: 'zh-hans', path: '/fr/x' });
  });

  it('puts English under /en and Chinese at the root', () => {
    expect(getPathname({ locale: 'zh-hans', href: '/' })).toBe('/');
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en');
    expect(getPathname({ locale: 'zh-hans', href: '/news' })).toBe('/news');
    expect(getPathname({ locale: 'en', href: '/news' })).toBe('/en/news');
    expect(getPathname({ locale: 'en', href: '/education?type=3' })).toBe('/en/education?type=3');
  });

  it('gives the html lang and the ticketing langType of each locale', () => {
    expect(htmlLang('zh-hans')).toBe('zh-Hans');
    expect(htmlLang('en')).toBe('en');
    expect(langType('zh-hans')).toBe(1);
    expect(langType('en')).toBe(2);
  });
});
