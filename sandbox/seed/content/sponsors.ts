/** The sponsor page and the six sponsor companies (all bundle `sponsor`), and the advertisements. */
import { fmt, type Bi, type SeedBuilder } from './builder';
import { h3, p, ul } from './text';
import { newsKey } from './news';
import { FESTIVAL, projectKey } from './projects';
import { shows } from '../catalogue';

const SPONSORS: { slug: string; name: Bi; tagline: Bi; color: string; desc: Bi; url: string }[] = [
  {
    slug: 'bayview-bank',
    name: { 'zh-hans': '湾景银行', en: 'Bayview Bank' },
    tagline: { 'zh-hans': '始于1921', en: 'SINCE 1921' },
    color: '#0a7c86',
    desc: {
      'zh-hans': '年度首席合作伙伴，支持歌剧季全部新制作。',
      en: 'Principal partner, supporting every new production of the opera season.',
    },
    url: 'https://www.bayviewbank.example',
  },
  {
    slug: 'harbour-motors',
    name: { 'zh-hans': '海港汽车', en: 'Harbour Motors' },
    tagline: { 'zh-hans': '驾驭城市', en: 'DRIVE THE CITY' },
    color: '#1d3557',
    desc: { 'zh-hans': '别克剧场冠名合作伙伴。', en: 'Naming partner of the Buick Theatre.' },
    url: 'https://www.harbourmotors.example',
  },
  {
    slug: 'lumen-tech',
    name: { 'zh-hans': '流明科技', en: 'Lumen Tech' },
    tagline: { 'zh-hans': '光影律动', en: 'LIGHT IN MOTION' },
    color: '#6a4c93',
    desc: {
      'zh-hans': '舞台灯光与数字票务技术合作伙伴。',
      en: 'Technology partner for stage lighting and digital ticketing.',
    },
    url: 'https://www.lumentech.example',
  },
  {
    slug: 'jade-garden-hotel',
    name: { 'zh-hans': '玉园酒店', en: 'Jade Garden Hotel' },
    tagline: { 'zh-hans': '宾至如归', en: 'HOSPITALITY' },
    color: '#2a9d8f',
    desc: { 'zh-hans': '艺术家指定下榻酒店。', en: 'Official hotel of our visiting artists.' },
    url: 'https://www.jadegardenhotel.example',
  },
  {
    slug: 'east-river-tea',
    name: { 'zh-hans': '东江茶业', en: 'East River Tea' },
    tagline: { 'zh-hans': '创立于1898', en: 'EST. 1898' },
    color: '#8a5a44',
    desc: { 'zh-hans': '戏剧节《茶馆》特别支持。', en: 'Special supporter of Teahouse at the festival.' },
    url: 'https://www.eastrivertea.example',
  },
  {
    slug: 'sunrise-insurance',
    name: { 'zh-hans': '旭日保险', en: 'Sunrise Insurance' },
    tagline: { 'zh-hans': '守护明天', en: 'CARE FOR TOMORROW' },
    color: '#e76f51',
    desc: {
      'zh-hans': '儿童剧季与公益票计划合作伙伴。',
      en: "Partner of the children's season and the non-profit ticket scheme.",
    },
    url: 'https://www.sunriseinsurance.example',
  },
];

export const sponsorKeys = () => SPONSORS.map((s) => `node:sponsor:${s.slug}`);

export function seedSponsors(b: SeedBuilder): void {
  SPONSORS.forEach((s, i) => {
    // a brand mark, but the seed knows each sponsor's Chinese name: the Chinese page shows that one
    b.letteredImage(
      `sponsor-logo:${s.slug}`,
      `sponsors/${s.slug}.png`,
      { kind: 'logo', width: 440, height: 376, palette: ['#ffffff', s.color], seed: s.slug, format: 'png' },
      { title: s.name, subtitle: s.tagline },
      { 'zh-hans': `${s.name['zh-hans']}标志`, en: `${s.name.en} logo` },
    );
    b.node('sponsor', `sponsor:${s.slug}`, {
      created: b.daysAgo(500 - i * 30, 10),
      build: (lang) => {
        const en = lang === 'en';
        const name = s.name[lang];
        return {
          title: name,
          alias: `/sponsors/${s.slug}`,
          attributes: {
            field_sponsor_home_desc: s.desc[lang],
            field_sponsor_ext_link: { uri: s.url, title: name, options: [] },
            field_sponsor_case: fmt(
              p(s.desc[lang]) +
                p(
                  en
                    ? `${name} has supported Harbour Bay Grand Theatre since ${2016 + i}.`
                    : `${name}自${2016 + i}年起支持海湾大剧院。`,
                ),
            ),
            field_sponsor_purpose: fmt(
              p(
                en
                  ? `${name} believes the arts belong to everyone in the city.`
                  : `${name}相信艺术属于城市里的每一个人。`,
              ),
            ),
            field_sponsor_sponsorship: fmt(p(en ? 'Partnership level: season partner.' : '合作级别：演出季合作伙伴。')),
            field_sponsor_results: fmt(
              p(
                en
                  ? `Together we reached ${(i + 2) * 12000} audience members last season.`
                  : `上一演出季，我们共同服务了${(i + 2) * 12000}名观众。`,
              ),
            ),
          },
          relationships: { field_sponsor_logo: b.img(`file:sponsor-logo:${s.slug}`, lang), field_node_banner: null },
        };
      },
    });
  });

  // the sponsor page: the same bundle, no logo, tabs about sponsoring the theatre, no banner (default banner)
  b.node('sponsor', 'sponsor-page', {
    created: b.daysAgo(520, 10),
    build: (lang) => {
      const en = lang === 'en';
      return {
        title: en ? 'Sponsor us' : '赞助合作',
        alias: en ? '/sponsorship' : '/zanzhu',
        attributes: {
          field_sponsor_home_desc: en ? 'Partner with Harbour Bay Grand Theatre.' : '与海湾大剧院携手。',
          field_sponsor_ext_link: null,
          field_sponsor_case: fmt(
            h3(en ? 'Our partners' : '合作案例') + ul(SPONSORS.map((s) => `${s.name[lang]}: ${s.desc[lang]}`)),
          ),
          field_sponsor_purpose: fmt(
            p(
              en
                ? 'Every ticket we sell covers about sixty per cent of what a performance costs. Sponsors make up the difference, keep prices within reach and fund our education work.'
                : '每张门票约能覆盖一场演出成本的百分之六十，赞助让票价保持亲民，并支持剧院的艺术教育项目。',
            ),
          ),
          field_sponsor_sponsorship: fmt(
            h3(en ? 'Ways to partner' : '合作方式') +
              ul(
                en
                  ? ['Season partner', 'Production sponsor', 'Education partner', 'Non-profit ticket scheme']
                  : ['演出季合作伙伴', '剧目冠名赞助', '艺术教育合作', '公益票计划'],
              ) +
              p(
                en
                  ? 'Contact our partnerships team: partners@harbourbay-theatre.example, 400-820-2026.'
                  : '请联系合作发展部：partners@harbourbay-theatre.example，400-820-2026。',
              ),
          ),
          field_sponsor_results: fmt(
            p(
              en
                ? 'Last season our partners helped 18,000 students and seniors see a show for ￥80 or less.'
                : '上一演出季，在合作伙伴的支持下，一万八千名学生与长者以80元或更低的票价走进剧场。',
            ),
          ),
        },
        relationships: { field_sponsor_logo: null, field_node_banner: null },
      };
    },
  });

  // a local partner whose page exists in Chinese only: English visitors get the Chinese original
  b.letteredImage(
    'sponsor-logo:jinxiu-silk',
    'sponsors/jinxiu-silk.png',
    { kind: 'logo', width: 440, height: 376, palette: ['#ffffff', '#9b2226'], seed: 'jinxiu-silk', format: 'png' },
    {
      title: { 'zh-hans': '锦绣丝绸', en: 'Jinxiu Silk' },
      subtitle: { 'zh-hans': '苏绣世家', en: 'SUZHOU EMBROIDERY' },
    },
    { 'zh-hans': '锦绣丝绸标志', en: 'Jinxiu Silk logo' },
  );
  b.node('sponsor', 'sponsor:jinxiu-silk', {
    created: b.daysAgo(200, 10),
    langs: ['zh-hans'],
    build: () => ({
      title: '锦绣丝绸',
      alias: '/sponsors/jinxiu-silk',
      attributes: {
        field_sponsor_home_desc: '《牡丹亭》戏服面料特别支持。',
        field_sponsor_ext_link: null,
        field_sponsor_case: fmt(p('锦绣丝绸为青春版《牡丹亭》提供全部戏服面料，苏绣纹样由老师傅手工完成。')),
        field_sponsor_purpose: fmt(p('让传统织造工艺走上当代舞台。')),
        field_sponsor_sponsorship: fmt(p('合作级别：剧目合作伙伴。')),
        field_sponsor_results: fmt(p('三年来共制作戏服一百二十余件。')),
      },
      relationships: { field_sponsor_logo: b.img('file:sponsor-logo:jinxiu-silk', 'zh-hans'), field_node_banner: null },
    }),
  });
}

export function seedAdvertisements(b: SeedBuilder): void {
  const byKey = (k: string) => shows.find((s) => s.key === k)!;
  const bi = (zh: string, en: string): Bi => ({ 'zh-hans': zh, en });
  const ads: {
    key: string;
    title: Bi;
    caption: Bi;
    content: string;
    link: string;
    palette: [string, string];
    subtitle: Bi;
  }[] = [
    {
      key: 'turandot',
      title: bi('《图兰朵》热售中', 'Turandot: now booking'),
      caption: bi('歌剧', 'Opera'),
      content: projectKey(byKey('turandot')),
      link: 'internal:/shows/turandot',
      palette: byKey('turandot').palette,
      subtitle: bi('歌剧厅', 'Lyric Theatre'),
    },
    {
      key: 'festival',
      title: bi('戏剧节通票限量发售', 'Festival passes on sale'),
      caption: bi('2026戏剧节', 'HBITF 2026'),
      content: projectKey(byKey('hamlet')),
      link: `entity:node/${b.idOf(FESTIVAL)}`,
      palette: ['#1d1a3a', '#ff6b6b'],
      subtitle: bi('四部经典，十二个夜晚', 'Four classics, twelve nights'),
    },
    {
      key: 'members',
      title: bi('生日月双倍积分', 'Double points in your birthday month'),
      caption: bi('会员活动', 'Members'),
      content: newsKey('birthday-double-points'),
      link: 'internal:/benefits',
      palette: ['#14213d', '#fca311'],
      subtitle: bi('立即加入会员', 'Join today'),
    },
    {
      key: 'puppets',
      title: bi('亲子木偶工作坊', 'Family puppet workshop'),
      caption: bi('艺术教育', 'Arts education'),
      content: 'node:art:puppet-workshop',
      link: 'internal:/arts-education/puppet-workshop',
      palette: ['#fef6e4', '#f582ae'],
      subtitle: bi('适合5至10岁儿童', 'Ages 5 to 10'),
    },
    {
      key: 'bank',
      title: bi('湾景银行信用卡购票9折', '10% off with Bayview Bank cards'),
      caption: bi('合作伙伴优惠', 'Partner offer'),
      content: 'node:sponsor:bayview-bank',
      link: 'https://www.bayviewbank.example/theatre',
      palette: ['#0a7c86', '#f1faee'],
      subtitle: bi('湾景银行', 'Bayview Bank'),
    },
  ];
  ads.forEach((a, i) => {
    b.letteredImage(
      `ad:${a.key}`,
      `ads/${a.key}.jpg`,
      { kind: 'ad', width: 1200, height: 212, palette: a.palette, seed: `ad-${a.key}`, format: 'jpeg' },
      { title: a.title, subtitle: a.subtitle, caption: a.caption },
      a.title,
    );
    b.node('advertisement', `ad:${a.key}`, {
      created: b.daysAgo(30 + i * 11, 12),
      build: (lang) => ({
        title: a.title[lang],
        alias: null,
        attributes: { field_link: { uri: a.link, title: a.title[lang], options: [] } },
        relationships: { field_advert_content: b.ref(a.content), field_image: b.img(`file:ad:${a.key}`, lang) },
      }),
    });
  });
}

export const adKeys = () => ['turandot', 'festival', 'members', 'puppets', 'bank'].map((k) => `node:ad:${k}`);
