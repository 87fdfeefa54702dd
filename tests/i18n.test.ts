import { describe, expect, it } from 'vitest';
import { pathInLocale } from '@/lib/i18n/current-path';
import { htmlLang, langType, localizedPath, splitLocale } from '@/lib/i18n/routing';

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
    expect(localizedPath('zh-hans', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('zh-hans', '/news')).toBe('/news');
    expect(localizedPath('en', '/news')).toBe('/en/news');
  });

  it('maps a browser path, or its rewritten form, to the path inside its locale', () => {
    expect(pathInLocale('/en/events')).toBe('/events');
    expect(pathInLocale('/zh-hans/events')).toBe('/events');
    expect(pathInLocale('/zh-hans')).toBe('/');
    expect(pathInLocale('/events')).toBe('/events');
  });

  it('gives the html lang and the ticketing langType of each locale', () => {
    expect(htmlLang('zh-hans')).toBe('zh-Hans');
    expect(htmlLang('en')).toBe('en');
    expect(langType('zh-hans')).toBe(1);
    expect(langType('en')).toBe(2);
  });
});
