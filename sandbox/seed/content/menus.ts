/**
 * Menus main, footer-menu and common, with every kind of link uri Drupal's link field stores:
 * internal:/x, entity:node/N, route:<front>, route:<nolink> and route:<button> parents that only
 * group their children, base:x, and external URLs; a disabled parent (whose child Drupal hides) and
 * a link to an unpublished node (JSON:API leaves it out for visitors).
 */
import type { Bi, SeedBuilder } from './builder';

type Item = {
  key: string;
  title: Bi;
  uri: string | (() => string);
  /** the link field's options.query, as Drupal keeps it beside an entity: uri */
  query?: Record<string, string>;
  weight: number;
  parent?: string;
  expanded?: boolean;
  enabled?: boolean;
};

export function seedMenus(b: SeedBuilder): void {
  const node = (key: string) => () => `entity:node/${b.idOf(key)}`;
  const menus: Record<string, Item[]> = {
    main: [
      { key: 'events', title: { 'zh-hans': '演出', en: "What's on" }, uri: 'internal:/events', weight: 0 },
      { key: 'news', title: { 'zh-hans': '新闻', en: 'News' }, uri: 'internal:/news', weight: 1 },
      { key: 'art', title: { 'zh-hans': '艺术教育', en: 'Arts education' }, uri: node('node:art-landing'), weight: 2 },
      {
        key: 'education',
        title: { 'zh-hans': '在线教育', en: 'Online education' },
        uri: 'internal:/education',
        weight: 3,
      },
      { key: 'festival', title: { 'zh-hans': '戏剧节', en: 'Festival' }, uri: node('node:festival:2026'), weight: 4 },
      {
        key: 'about',
        title: { 'zh-hans': '关于我们', en: 'About us' },
        uri: node('node:about-us'),
        weight: 5,
        expanded: true,
      },
      {
        key: 'facilities',
        title: { 'zh-hans': '场馆设施', en: 'Facilities' },
        uri: node('node:facilities'),
        weight: 0,
        parent: 'about',
      },
      {
        key: 'sponsor',
        title: { 'zh-hans': '赞助', en: 'Sponsor' },
        uri: node('node:sponsor-page'),
        weight: 1,
        parent: 'about',
      },
      // a parent that only groups its children: no page of its own
      { key: 'members', title: { 'zh-hans': '会员', en: 'Members' }, uri: 'route:<nolink>', weight: 6, expanded: true },
      {
        key: 'benefits',
        title: { 'zh-hans': '会员权益', en: 'Benefits' },
        uri: 'internal:/benefits',
        weight: 0,
        parent: 'members',
      },
      {
        key: 'levels',
        title: { 'zh-hans': '会员等级说明', en: 'Membership levels' },
        uri: 'internal:/news/levels-and-growth',
        weight: 1,
        parent: 'members',
      },
      // switched off by an editor: neither it nor its child is shown
      {
        key: 'gift-cards',
        title: { 'zh-hans': '礼品卡', en: 'Gift cards' },
        uri: 'internal:/gift-cards',
        weight: 7,
        enabled: false,
      },
      {
        key: 'gift-card-buy',
        title: { 'zh-hans': '购买礼品卡', en: 'Buy a gift card' },
        uri: 'internal:/gift-cards/buy',
        weight: 0,
        parent: 'gift-cards',
      },
      // points at an unpublished news item: JSON:API does not give it to visitors
      {
        key: 'open-day',
        title: { 'zh-hans': '暑期开放日', en: 'Summer open day' },
        uri: node('node:news:summer-open-day'),
        weight: 8,
      },
    ],
    'footer-menu': [
      { key: 'f-about', title: { 'zh-hans': '关于我们', en: 'About us' }, uri: node('node:about-us'), weight: 0 },
      { key: 'f-news', title: { 'zh-hans': '新闻中心', en: 'News centre' }, uri: 'internal:/centers', weight: 2 },
      {
        key: 'f-benefits',
        title: { 'zh-hans': '会员权益', en: 'Member benefits' },
        uri: 'internal:/benefits',
        weight: 3,
      },
      {
        key: 'f-sponsor',
        title: { 'zh-hans': '赞助合作', en: 'Sponsor us' },
        uri: node('node:sponsor-page'),
        weight: 4,
      },
      // A node link, not internal:/about-us: that path is the English alias only (the Chinese page is
      // /guanyu-women), so it was a dead link in the Chinese footer.
      {
        key: 'f-jobs',
        title: { 'zh-hans': '加入我们', en: 'Jobs' },
        uri: node('node:about-us'),
        query: { tab: 'jobs' },
        weight: 5,
      },
      // a parent that is a button in Drupal's own theme: here the label of its links
      { key: 'f-visit', title: { 'zh-hans': '参观剧院', en: 'Visit' }, uri: 'route:<button>', weight: 6 },
      {
        key: 'f-facilities',
        title: { 'zh-hans': '场馆设施', en: 'Facilities' },
        uri: node('node:facilities'),
        weight: 0,
        parent: 'f-visit',
      },
      {
        key: 'f-travel',
        title: { 'zh-hans': '交通指南', en: 'Getting here' },
        uri: node('node:about-us'),
        query: { tab: 'travel' },
        weight: 1,
        parent: 'f-visit',
      },
      {
        key: 'f-search',
        title: { 'zh-hans': '站内搜索', en: 'Search' },
        uri: 'internal:/search',
        weight: 2,
        parent: 'f-visit',
      },
    ],
    common: [
      { key: 'c-home', title: { 'zh-hans': '首页', en: 'Home' }, uri: 'route:<front>', weight: -1 },
      { key: 'c-contact', title: { 'zh-hans': '联系我们', en: 'Contact' }, uri: node('node:about-us'), weight: 0 },
      {
        key: 'c-privacy',
        title: { 'zh-hans': '隐私政策', en: 'Privacy policy' },
        uri: 'https://www.harbourbay-theatre.example/privacy',
        weight: 1,
      },
      {
        key: 'c-terms',
        title: { 'zh-hans': '购票条款', en: 'Terms of sale' },
        uri: 'https://www.harbourbay-theatre.example/terms',
        weight: 2,
      },
      {
        key: 'c-app',
        title: { 'zh-hans': '下载App', en: 'Get the app' },
        uri: 'https://app.harbourbay-theatre.example',
        weight: 3,
      },
      // a path Drupal does not route (a file of the site): base:
      { key: 'c-sitemap', title: { 'zh-hans': '网站地图', en: 'Sitemap' }, uri: 'base:sitemap.xml', weight: 4 },
    ],
  };
  for (const [menu, items] of Object.entries(menus))
    for (const item of items)
      b.menuLink(`${menu}:${item.key}`, item.enabled ?? true, (lang) => {
        const uri = typeof item.uri === 'function' ? item.uri() : item.uri;
        return {
          title: item.title[lang],
          attributes: {
            menu_name: menu,
            link: { uri, title: '', options: item.query ? { query: item.query } : [] },
            external: /^https?:/.test(uri),
            rediscover: false,
            weight: item.weight,
            expanded: item.expanded ?? false,
            parent: item.parent ? `menu_link_content:${b.uuidOf(`menu:${menu}:${item.parent}`)}` : null,
          },
          relationships: {},
        };
      });
}
