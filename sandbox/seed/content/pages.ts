/** Homepage, about us, facilities, user panel (benefits), landing pages and site-wide images. */
import { shows, venues } from '../catalogue';
import { fmt, type Bi, type SeedBuilder } from './builder';
import { NEWS, newsKey } from './news';
import { ART } from './education';
import { projectKey } from './projects';
import { adKeys, sponsorKeys } from './sponsors';
import { LEVELS, levelKey } from './taxonomy';
import { ADDRESS, PHONE, h3, img, p, ul } from './text';
import type { Langcode } from '../../content/types';

const HOUSE: [string, string] = ['#1a1a2e', '#d4a24c'];

function siteImages(b: SeedBuilder) {
  // The site uses these two by their fixed paths in both languages: no words on them.
  b.image(
    'default:share',
    'default/share-image.jpg',
    { kind: 'banner', width: 1200, height: 630, palette: HOUSE, seed: 'share', format: 'jpeg', lettering: 'none' },
    { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
  );
  b.image(
    'default:banner',
    'default/banner.jpg',
    {
      kind: 'banner',
      width: 2400,
      height: 1200,
      palette: HOUSE,
      seed: 'default-banner',
      format: 'jpeg',
      lettering: 'none',
    },
    { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
  );
  b.image(
    'social:wechat',
    'social/wechat-qr.png',
    { kind: 'qr', width: 360, height: 360, palette: ['#07c160', '#111111'], seed: 'wechat', format: 'png' },
    { 'zh-hans': '微信公众号二维码', en: 'WeChat QR code' },
  );
  b.image(
    'social:weibo',
    'social/weibo-qr.png',
    { kind: 'qr', width: 360, height: 360, palette: ['#e6162d', '#111111'], seed: 'weibo', format: 'png' },
    { 'zh-hans': '微博二维码', en: 'Weibo QR code' },
  );
  b.letteredImage(
    'about:banner',
    'banners/about-us.jpg',
    { kind: 'banner', width: 2400, height: 1200, palette: ['#0d1b2a', '#e0c097'], seed: 'about', format: 'jpeg' },
    {
      title: { 'zh-hans': '关于我们', en: 'About us' },
      subtitle: { 'zh-hans': '一座属于整座城市的剧院', en: 'A theatre for the whole city' },
      caption: { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
    },
    { 'zh-hans': '关于我们', en: 'About us' },
  );
  b.letteredImage(
    'facilities:banner',
    'banners/facilities.jpg',
    { kind: 'banner', width: 2400, height: 1200, palette: ['#102a43', '#f0f4f8'], seed: 'facilities', format: 'jpeg' },
    {
      title: { 'zh-hans': '我们的剧场', en: 'Our venues' },
      subtitle: { 'zh-hans': '一个屋檐下的四座舞台', en: 'Four stages under one roof' },
      caption: { 'zh-hans': '场馆设施', en: 'Facilities' },
    },
    { 'zh-hans': '场馆设施', en: 'Facilities' },
  );
  b.image(
    'facilities:map',
    'facilities/map.png',
    { kind: 'festival-bg', width: 1600, height: 1000, palette: ['#e9ecef', '#1d3557'], seed: 'map', format: 'png' },
    { 'zh-hans': '剧院平面图', en: 'Theatre plan' },
  );
}

const showOf = (key: string) => shows.find((s) => s.key === key)!;

/** What the homepage shows, in its order (the tests read it too: tests/fixtures/seed.ts). */
export const HOMEPAGE = {
  /** a slide for each of four shows, then one announcing the newest news item */
  slides: (): { key: string; title: Bi; text: Bi; target: string; image: string }[] => [
    ...['turandot', 'moonlight-pier', 'swan-lake', 'beethoven-nine'].map(showOf).map((s) => ({
      key: s.key,
      title: s.title,
      text: s.summary,
      target: projectKey(s),
      image: `file:banner:${s.key}`,
    })),
    {
      key: 'season',
      title: NEWS[0].title,
      text: NEWS[0].lead,
      target: newsKey(NEWS[0].slug),
      image: 'file:home-slide:season',
    },
  ],
  ads: () => adKeys().slice(0, 3),
  news: () => NEWS.filter((n) => !n.unpublished).slice(0, 6),
  art: () => ART.slice(0, 4),
  highlights: () =>
    ['turandot', 'moonlight-pier', 'swan-lake', 'thunderstorm', 'little-prince', 'beethoven-nine'].map(showOf),
};

export function seedHomepage(b: SeedBuilder) {
  const slides = HOMEPAGE.slides();
  b.letteredImage(
    'home-slide:season',
    'slides/season-2026-27.jpg',
    { kind: 'banner', width: 2800, height: 1200, palette: HOUSE, seed: 'season-slide', format: 'jpeg' },
    {
      title: { 'zh-hans': '2026/27演出季', en: 'Season 2026/27' },
      subtitle: { 'zh-hans': '四十二部作品，三百一十场演出', en: 'Forty-two productions, 310 performances' },
      caption: { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' },
    },
    NEWS[0].title,
  );
  slides.forEach((s, i) =>
    b.paragraph('slide', `home-slide:${s.key}`, { key: 'node:homepage', field: 'field_home_slider' }, (lang) => ({
      attributes: { field_slide_title: s.title[lang], field_slide_description: fmt(p(s.text[lang])), field_weight: i },
      relationships: { field_slide_image: b.img(s.image, lang), field_slide_project_news: b.ref(s.target) },
    })),
  );
  b.node('homepage', 'homepage', {
    created: b.daysAgo(720, 9),
    build: (lang) => ({
      title: lang === 'en' ? 'Home' : '首页',
      alias: '/home',
      attributes: {
        field_home_news_title: lang === 'en' ? 'Latest news' : '最新资讯',
        body: fmt(
          p(
            lang === 'en'
              ? 'Opera, musicals, dance, drama and concerts on four stages by the river.'
              : '江畔四座剧场，歌剧、音乐剧、舞蹈、话剧与音乐会。',
          ),
        ),
      },
      relationships: {
        field_home_slider: slides.map((s) => b.ref(`paragraph:home-slide:${s.key}`)),
        field_ads_slider: b.refs(HOMEPAGE.ads()),
        field_home_news: b.refs(HOMEPAGE.news().map((n) => newsKey(n.slug))),
        field_home_sponsors: b.refs(sponsorKeys()),
        field_home_art: b.refs(HOMEPAGE.art().map((a) => `node:art:${a.slug}`)),
        field_home_highlights: b.refs(HOMEPAGE.highlights().map(projectKey)),
      },
    }),
  });
}

function aboutUs(b: SeedBuilder) {
  b.node('about_us', 'about-us', {
    created: b.daysAgo(700, 10),
    build: (lang) => {
      const en = lang === 'en';
      return {
        title: en ? 'About us' : '关于我们',
        alias: en ? '/about-us' : '/guanyu-women',
        attributes: {
          field_about_introduction: fmt(
            p(
              en
                ? 'Harbour Bay Grand Theatre opened in 2016 on the bank of the Harbour Bay river. Its four stages, the Lyric Theatre, the Buick Theatre, the Studio Theatre and the Multi-function Hall, host more than eight hundred performances a year.'
                : '海湾大剧院于2016年在海湾江畔落成开幕，拥有歌剧厅、别克剧场、小剧场与多功能厅四个演出空间，每年上演演出八百余场。',
            ) +
              p(
                en
                  ? 'We are home to four resident companies: Harbour Bay Opera, the Harbour Bay Ballet, the Harbour Bay Symphony Orchestra and the Harbour Bay Drama Studio.'
                  : '剧院拥有四个驻院艺术团体：海湾歌剧院、海湾芭蕾舞团、海湾交响乐团与海湾话剧工作室。',
              ) +
              img(
                '/sites/default/files/gallery/turandot-1.jpg',
                en ? 'Turandot on the Lyric Theatre stage' : '歌剧厅舞台上的《图兰朵》',
                1600,
                1067,
              ),
          ),
          field_about_jobs: fmt(
            h3(en ? 'Open positions' : '招聘职位') +
              ul(
                en
                  ? [
                      'Stage technician (2 positions)',
                      'Box office assistant',
                      'Education programme coordinator',
                      'Digital marketing specialist',
                    ]
                  : ['舞台技术员（2名）', '票务中心助理', '艺术教育项目专员', '数字营销专员'],
              ) +
              p(
                en
                  ? 'Send your CV to jobs@harbourbay-theatre.example, naming the position in the subject line.'
                  : '请将简历发送至 jobs@harbourbay-theatre.example，邮件标题注明应聘职位。',
              ),
          ),
          field_about_organization: fmt(
            p(
              en
                ? 'The theatre is run by the Harbour Bay Performing Arts Centre, a non-profit organisation overseen by a board of eleven trustees.'
                : '剧院由非营利机构海湾表演艺术中心运营，由十一位理事组成的理事会监督管理。',
            ) +
              ul(
                en
                  ? [
                      'Artistic Planning',
                      'Production and Technical',
                      'Ticketing and Membership',
                      'Education and Outreach',
                      'Partnerships',
                    ]
                  : ['艺术规划部', '制作与技术部', '票务与会员部', '艺术教育与推广部', '合作发展部'],
              ),
          ),
          field_about_travel: fmt(
            h3(en ? 'Address' : '地址') +
              p(ADDRESS[lang]) +
              h3(en ? 'Metro' : '地铁') +
              p(en ? 'Line 2 and Line 9, Harbour Bay Theatre station, exit 3.' : '2号线、9号线“海湾大剧院站”3号口。') +
              h3(en ? 'Car park' : '停车') +
              p(
                en
                  ? 'Underground car park with 600 spaces, open two hours before each performance. ￥10 an hour.'
                  : '地下停车场共600个车位，每场演出前两小时开放，收费每小时10元。',
              ) +
              p(`${en ? 'Box office' : '票务热线'}: ${PHONE}`),
          ),
        },
        relationships: { field_node_banner: b.img('file:about:banner', lang) },
      };
    },
  });
}

function facilities(b: SeedBuilder) {
  const venueText = (lang: Langcode, key: keyof typeof venues, seats: string, text: Bi) =>
    fmt(h3(venues[key].name[lang]) + p(text[lang]) + ul([`${lang === 'en' ? 'Seats' : '座位'}: ${seats}`]));
  b.node('facilities', 'facilities', {
    created: b.daysAgo(690, 10),
    build: (lang) => {
      const en = lang === 'en';
      const simple = (zh: string, enText: string) => fmt(p(en ? enText : zh));
      return {
        title: en ? 'Facilities' : '场馆设施',
        alias: en ? '/facilities' : '/changguan-sheshi',
        attributes: {
          field_facilities_map: fmt(
            p(
              en
                ? 'The Lyric Theatre and the Buick Theatre face each other across the main foyer; the Studio Theatre and the Multi-function Hall are on level 3.'
                : '歌剧厅与别克剧场隔主前厅相对，小剧场与多功能厅位于三层。',
            ) + img('/sites/default/files/facilities/map.png', en ? 'Theatre plan' : '剧院平面图', 1600, 1000),
          ),
          field_facilities_lyric_theatre: venueText(lang, 'lyric', '1,600', {
            'zh-hans': '马蹄形三层楼座，乐池可容纳一百人的交响乐团，适合歌剧、芭蕾与大型音乐剧。',
            en: 'A horseshoe of three balconies and a pit for a hundred musicians, built for opera, ballet and large musicals.',
          }),
          field_facilities_buick_theatre: venueText(lang, 'buick', '1,000', {
            'zh-hans': '镜框式舞台，声学设计兼顾音乐会与戏剧演出。',
            en: 'A proscenium stage with acoustics tuned for both concerts and drama.',
          }),
          field_facilities_studio_theatre: venueText(lang, 'studio', '300', {
            'zh-hans': '黑匣子剧场，座椅可灵活布置为伸出式、环形或平面。',
            en: 'A black box whose seating can be thrust, in the round or flat.',
          }),
          field_facilities_multi_function_hall: venueText(lang, 'multi', '400', {
            'zh-hans': '可用于爵士演出、发布会、工作坊与宴会。',
            en: 'For jazz nights, launches, workshops and dinners.',
          }),
          field_facilities_foyer: simple(
            '主前厅挑高二十四米，设有咖啡吧、书店与衣帽间。',
            'The main foyer is twenty-four metres high, with a café, a bookshop and a cloakroom.',
          ),
          field_facilities_vip_room: simple(
            '贵宾厅位于二层，可为钻石会员与合作伙伴提供演出前的接待服务。',
            'The VIP room on level 2 welcomes Diamond members and partners before the show.',
          ),
          field_facilities_dressing_room: simple(
            '后台共有二十四间化妆间，其中四间为独立主演化妆间。',
            'Backstage there are twenty-four dressing rooms, four of them private rooms for principals.',
          ),
          field_facilities_other: simple(
            '无障碍通道、母婴室、医务室与免费Wi-Fi覆盖全馆。',
            "Step-free access, a parents' room, a first-aid room and free Wi-Fi throughout.",
          ),
        },
        relationships: { field_node_banner: b.img('file:facilities:banner', lang) },
      };
    },
  });
}

const BENEFITS: { field: string; icon: string; title: Bi; levels: [string, Bi | null][] }[] = [
  {
    field: 'field_basic_benefits',
    icon: 'ticket',
    title: { 'zh-hans': '电子会员卡', en: 'E-card' },
    levels: [
      ['member', null],
      ['silver', null],
      ['gold', null],
      ['diamond', null],
    ],
  },
  {
    field: 'field_basic_benefits',
    icon: 'phone',
    title: { 'zh-hans': '电话订票', en: 'Phone booking' },
    levels: [
      ['silver', null],
      ['gold', null],
      ['diamond', { 'zh-hans': '专属客服专线', en: 'A dedicated line' }],
    ],
  },
  {
    field: 'field_basic_benefits',
    icon: 'seat',
    title: { 'zh-hans': '座位升级', en: 'Seat upgrade' },
    levels: [
      ['gold', { 'zh-hans': '每年2次', en: 'Twice a year' }],
      ['diamond', { 'zh-hans': '每年6次', en: 'Six times a year' }],
    ],
  },
  {
    field: 'field_basic_benefits',
    icon: 'car',
    title: { 'zh-hans': '停车预约', en: 'Parking reservation' },
    levels: [
      ['gold', null],
      ['diamond', { 'zh-hans': '免费停车', en: 'Free parking' }],
    ],
  },
  {
    field: 'field_gift',
    icon: 'gift',
    title: { 'zh-hans': '生日礼券', en: 'Birthday coupon' },
    levels: [
      ['member', { 'zh-hans': '20元', en: '￥20' }],
      ['silver', { 'zh-hans': '50元', en: '￥50' }],
      ['gold', { 'zh-hans': '100元', en: '￥100' }],
      ['diamond', { 'zh-hans': '200元', en: '￥200' }],
    ],
  },
  {
    field: 'field_gift',
    icon: 'star',
    title: { 'zh-hans': '积分兑换', en: 'Points redemption' },
    levels: [
      ['member', null],
      ['silver', null],
      ['gold', null],
      ['diamond', null],
    ],
  },
  {
    field: 'field_member_activity',
    icon: 'heart',
    title: { 'zh-hans': '会员观剧俱乐部', en: "Members' theatre club" },
    levels: [
      ['member', null],
      ['silver', null],
      ['gold', null],
      ['diamond', null],
    ],
  },
  {
    field: 'field_member_activity',
    icon: 'crown',
    title: { 'zh-hans': '排练厅探班', en: 'Rehearsal visits' },
    levels: [
      ['silver', null],
      ['gold', null],
      ['diamond', null],
    ],
  },
  {
    field: 'field_sponsor_member',
    icon: 'crown',
    title: { 'zh-hans': '合作伙伴专属活动', en: 'Partner events' },
    levels: [
      ['gold', { 'zh-hans': '仅限赞助会员', en: 'Sponsor members only' }],
      ['diamond', null],
    ],
  },
  {
    field: 'field_sponsor_member',
    icon: 'star',
    title: { 'zh-hans': '贵宾厅接待', en: 'VIP room reception' },
    levels: [['diamond', { 'zh-hans': '演出前一小时开放', en: 'Opens an hour before curtain' }]],
  },
];
const ICON_COLORS: Record<string, [string, string]> = {
  ticket: ['#d4a24c', '#ffffff'],
  phone: ['#1d3557', '#ffffff'],
  seat: ['#6a4c93', '#ffffff'],
  car: ['#2a9d8f', '#ffffff'],
  gift: ['#e76f51', '#ffffff'],
  star: ['#fca311', '#ffffff'],
  heart: ['#c1121f', '#ffffff'],
  crown: ['#3a3a8c', '#ffffff'],
};

function userPanel(b: SeedBuilder) {
  for (const [icon, colors] of Object.entries(ICON_COLORS))
    b.image(
      `icon:${icon}`,
      `icons/${icon}.png`,
      { kind: 'icon', width: 160, height: 160, palette: colors, title: icon, seed: icon, format: 'png' },
      { 'zh-hans': '', en: '' },
    );
  const byField = new Map<string, string[]>();
  BENEFITS.forEach((benefit, i) => {
    const parent = { key: 'node:user-panel', field: benefit.field };
    const levelKeys = benefit.levels.map(([level, desc], j) =>
      b.paragraph(
        'levels_and_desc',
        `benefit:${i}:level:${j}`,
        { key: `paragraph:benefit:${i}`, field: 'field_levels_and_desc' },
        (lang) => ({
          attributes: { field_description: desc ? desc[lang] : null },
          relationships: { field_eligibility: b.ref(levelKey(level)) },
        }),
      ),
    );
    const key = b.paragraph('benefit', `benefit:${i}`, parent, (lang) => ({
      attributes: { field_title: benefit.title[lang] },
      relationships: {
        field_icons: b.img(`file:icon:${benefit.icon}`, lang),
        field_levels_and_desc: b.refs(levelKeys),
      },
    }));
    byField.set(benefit.field, [...(byField.get(benefit.field) ?? []), key]);
  });
  b.node('user_panel', 'user-panel', {
    created: b.daysAgo(300, 10),
    build: (lang) => {
      const en = lang === 'en';
      return {
        title: en ? 'Member benefits' : '会员权益',
        alias: null,
        attributes: {
          field_reminder: fmt(
            p(
              en
                ? 'Your level is reviewed every twelve months from the day you joined, based on growth points.'
                : '会员等级自注册之日起每十二个月根据成长值评定一次。',
            ),
          ),
          field_benefits_bottom_msg: fmt(
            p(
              en
                ? `Levels: ${LEVELS.map((l) => l.name.en).join(', ')}. Questions? Call ${PHONE}.`
                : `会员等级：${LEVELS.map((l) => l.name['zh-hans']).join('、')}。如有疑问请致电${PHONE}。`,
            ),
          ),
        },
        relationships: {
          field_featured_projects: b.refs(
            ['turandot', 'swan-lake', 'beethoven-nine'].map((k) => projectKey(showOf(k))),
          ),
          field_recommendations: b.refs(
            ['moonlight-pier', 'peony-pavilion', 'jazz-night', 'little-prince'].map((k) => projectKey(showOf(k))),
          ),
          field_basic_benefits: b.refs(byField.get('field_basic_benefits')!),
          field_gift: b.refs(byField.get('field_gift')!),
          field_sponsor_member: b.refs(byField.get('field_sponsor_member')!),
          field_member_activity: b.refs(byField.get('field_member_activity')!),
        },
      };
    },
  });
}

function landingPages(b: SeedBuilder) {
  b.node('landing_page', 'landing:centers', {
    created: b.daysAgo(365, 10),
    build: (lang) => ({
      title: lang === 'en' ? 'News centre' : '新闻中心',
      alias: '/centers',
      attributes: {
        field_landing_type: 'centers',
        body: fmt(
          p(lang === 'en' ? 'Theatre news, performance updates and member events.' : '剧院动态、演出资讯与会员活动。'),
        ),
      },
      relationships: { field_node_banner: b.img('file:default:banner', lang) },
    }),
  });
  b.node('landing_page', 'landing:season-guide', {
    created: b.daysAgo(200, 10),
    build: (lang) => ({
      title: lang === 'en' ? 'Season guide' : '演出季指南',
      alias: '/season-guide',
      attributes: {
        field_landing_type: 'events',
        body: fmt(
          p(
            lang === 'en'
              ? 'Every production of the 2026/27 season, month by month.'
              : '2026/27演出季全部剧目，按月份一览。',
          ),
        ),
      },
      relationships: { field_node_banner: null },
    }),
  });
  b.node('landing_page', 'landing:summer-preview', {
    created: b.daysAgo(2, 10),
    status: false,
    build: (lang) => ({
      title: lang === 'en' ? 'Summer festival preview (draft)' : '夏季艺术节预告（草稿）',
      alias: '/summer-preview',
      attributes: { field_landing_type: 'centers', body: fmt(p(lang === 'en' ? 'Coming soon.' : '敬请期待。')) },
      relationships: { field_node_banner: null },
    }),
  });
}

export function seedPages(b: SeedBuilder): void {
  siteImages(b);
  aboutUs(b);
  facilities(b);
  userPanel(b);
  landingPages(b);
}
