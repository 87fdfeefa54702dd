/**
 * The theatre's identity: who the site belongs to, in each language. Everything the site says about
 * the venue itself (the header's name and mark, the footer's contact details and QR codes, page
 * titles, the festival shell, structured data, calendar files, the copyright line) reads it from
 * here, while the content (shows, news, pages) comes from the CMS. To point the site at another
 * venue, edit this file, its time zone (lib/i18n/time-zone.ts) and the files under public/static/brand/
 * and public/static/qr/.
 */
import type { Locale } from '@/lib/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/i18n/time-zone';

type Bilingual = Record<Locale, string>;

export type SocialAccount = {
  /** a stable key (test ids, React keys) */
  key: string;
  name: Bilingual;
  /** the QR code to scan, a file of the site (public/) */
  qrCode: string;
};

export type TheatreIdentity = {
  /** the name: header, page titles ("News | <name>"), structured data, calendar files */
  name: Bilingual;
  /** the short mark in the logo badge */
  mark: string;
  /** one sentence about the venue: the default meta description and its structured data */
  description: Bilingual;
  /** a short machine name: calendar event ids (`<event>@<slug>`) and the .ics product id */
  slug: string;
  /**
   * the venue's time zone (IANA): every date and time the site prints or writes (lib/text/dates.ts),
   * the calendar's current month, structured data's offsets, next-intl's formatter (set in
   * lib/i18n/time-zone.ts, which the languages' configuration reads too)
   */
  timeZone: string;
  address: {
    street: Bilingual;
    locality: Bilingual;
    /** ISO 3166-1 alpha-2 */
    country: string;
  };
  /** the box office's number as printed */
  phone: string;
  boxOfficeHours: Bilingual;
  /** the page about access at the theatre (step-free routes, wheelchair spaces, hearing loops), a path inside each language */
  accessInfo: Bilingual;
  socials: SocialAccount[];
  /** the name in the copyright line */
  copyrightHolder: Bilingual;
  /** the site's own images (public/): the logo for structured data, default banner and share image */
  images: {
    logo: { path: string; width: number; height: number };
    banner: { path: string; width: number; height: number };
    shareImage: { path: string; width: number; height: number };
  };
};

export const theatre: TheatreIdentity = {
  name: { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
  mark: 'HB',
  description: {
    'zh-hans': '海湾大剧院官方网站：演出、购票、新闻、艺术教育与会员服务。',
    en: 'The official website of the Harbour Bay Grand Theatre: shows, tickets, news, arts education and membership.',
  },
  slug: 'harbourbay-theatre',
  timeZone: VENUE_TIME_ZONE,
  address: {
    street: { 'zh-hans': '海湾大道 88 号', en: '88 Harbour Bay Avenue' },
    locality: { 'zh-hans': '上海市', en: 'Shanghai' },
    country: 'CN',
  },
  phone: '400-820-2026',
  boxOfficeHours: { 'zh-hans': '每日 10:00–20:00', en: 'daily 10:00–20:00' },
  // the facilities page (its aliases differ per language: sandbox/CONTENT.md)
  accessInfo: { 'zh-hans': '/changguan-sheshi', en: '/facilities' },
  socials: [
    { key: 'wechat', name: { 'zh-hans': '微信公众号', en: 'WeChat' }, qrCode: '/static/qr/wechat.svg' },
    { key: 'weibo', name: { 'zh-hans': '官方微博', en: 'Weibo' }, qrCode: '/static/qr/weibo.svg' },
  ],
  copyrightHolder: { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
  images: {
    logo: { path: '/static/brand/logo.png', width: 512, height: 512 },
    banner: { path: '/static/brand/banner.jpg', width: 1600, height: 800 },
    shareImage: { path: '/static/brand/share.jpg', width: 1200, height: 630 },
  },
};

/** The postal address as written in a language (Chinese from the city down, English the other way). */
export function theatreAddress(locale: Locale): string {
  const { street, locality } = theatre.address;
  return locale === 'en' ? `${street.en}, ${locality.en}` : `${locality['zh-hans']}${street['zh-hans']}`;
}
