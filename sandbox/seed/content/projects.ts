/** Project (show) nodes, the festival and its festival_project nodes, built from the catalogue. */
import { shows, showTime, venues, projectTypes, type ShowSeed } from '../catalogue';
import { isoDate } from '../../content/jsonapi/serialize';
import type { Langcode } from '../../content/types';
import { seedAccessPerformances } from './access';
import { fmt, type Bi, type SeedBuilder } from './builder';
import { showCopy } from './shows-copy';
import { esc, h3, houseRules, img, p, ul, visitorInfo } from './text';

export const projectKey = (show: ShowSeed) => `node:${show.festival ? 'festival-project' : 'project'}:${show.key}`;
export const posterKey = (show: ShowSeed) => `file:poster:${show.key}`;
export const FESTIVAL = 'node:festival:2026';
const FESTIVAL_COLORS: [string, string] = ['#1d1a3a', '#ff6b6b'];

function registerShowImages(b: SeedBuilder, show: ShowSeed) {
  const words = { title: show.title, subtitle: show.subtitle, caption: venues[show.venue].name };
  b.letteredImage(
    `poster:${show.key}`,
    `posters/${show.key}.jpg`,
    { kind: 'poster', width: 1200, height: 1600, palette: show.palette, seed: show.key, format: 'jpeg' },
    words,
    { 'zh-hans': `${show.title['zh-hans']}海报`, en: `${show.title.en} poster` },
  );
  b.letteredImage(
    `banner:${show.key}`,
    `banners/${show.key}.jpg`,
    { kind: 'banner', width: 2800, height: 1200, palette: show.palette, seed: `${show.key}:banner`, format: 'jpeg' },
    words,
    { 'zh-hans': show.title['zh-hans'], en: show.title.en },
  );
  for (let i = 1; i <= 3; i++)
    b.image(
      `gallery:${show.key}:${i}`,
      `gallery/${show.key}-${i}.jpg`,
      {
        kind: 'photo',
        width: 1600,
        height: 1067,
        palette: show.palette,
        seed: `${show.key}:photo:${i}`,
        format: 'jpeg',
      },
      { 'zh-hans': `${show.title['zh-hans']}剧照 ${i}`, en: `${show.title.en}, stage photo ${i}` },
    );
}

function dates(show: ShowSeed, seededAt: number) {
  const times = show.events.map((e) => showTime(e, seededAt)).sort((a, b) => a - b);
  return { from: isoDate(times[0]), to: isoDate(times[times.length - 1]), first: times[0] };
}

function formatDay(ms: number, lang: Langcode): string {
  const d = new Date(ms + 8 * 3600_000);
  return lang === 'en'
    ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** the attributes and relationships a project and a festival project share */
function projectFields(b: SeedBuilder, show: ShowSeed, lang: Langcode, recommend: string[], access: string[]) {
  const copy = showCopy[show.key];
  const venue = venues[show.venue].name[lang];
  const { from, to, first } = dates(show, b.seededAt);
  const prices = show.prices.map((x) => x.price).sort((x, y) => x - y);
  const type = projectTypes[show.type].name[lang];
  const en = lang === 'en';
  const artists = copy.artists.map(([rz, re, nz, ne]) => (en ? `${re}: ${ne}` : `${rz}：${nz}`));
  const photo = `/sites/default/files/gallery/${show.key}-1.jpg`;
  return {
    attributes: {
      field_project_id: show.projectToken,
      field_project_subtitle: show.subtitle[lang],
      field_summary: show.summary[lang],
      field_project_presentation_desc: fmt(p(copy.about[lang])),
      field_from: from,
      field_to: to,
      field_type_of_facility: venue,
      field_base_price: prices[0],
      field_discount: copy.discount ? copy.discount[lang] : null,
      field_project_notification: fmt(
        p(
          en
            ? `${type} at the ${venue}. First performance ${formatDay(first, lang)}. Tickets from ￥${prices[0]}.`
            : `${type} · ${venue}。首演日期：${formatDay(first, lang)}。票价 ￥${prices.join(' / ￥')}。`,
        ) +
          (show.realName
            ? p(
                en
                  ? 'Real-name ticketing: one ticket per ID per performance, at most 2 IDs per member.'
                  : '本场演出实行实名制购票：每个有效证件每场限购1张，每位会员每场最多绑定2个证件。',
              )
            : '') +
          houseRules(lang),
      ),
      field_project_description: fmt(
        p(copy.about[lang]) +
          p(show.summary[lang]) +
          img(photo, en ? `${show.title.en} on stage` : `${show.title['zh-hans']}剧照`, 1600, 1067),
      ),
      field_project_artists: fmt(h3(en ? 'Creative team and cast' : '主创与演员') + ul(artists)),
      field_project_program: fmt(h3(en ? 'Programme' : '演出曲目 / 场次') + ul(copy.program[lang])),
      field_project_artgroup: fmt(p(copy.company[lang])),
      field_project_synopsis: fmt(h3(en ? 'Synopsis' : '剧情简介') + p(copy.story[lang])),
      field_project_relatedinfo: fmt(
        visitorInfo(lang, venue, copy.minutes, copy.age, show.type !== 'concert' && show.type !== 'children'),
      ),
    },
    relationships: {
      field_project_presentation_img: b.img(posterKey(show), lang),
      field_project_recommendation: b.refs(recommend),
      field_project_slider: [1, 2, 3].map((i) => b.img(`file:gallery:${show.key}:${i}`, lang)!),
      field_access_performances: b.refs(access),
    },
  };
}

function createdFor(b: SeedBuilder, show: ShowSeed, index: number) {
  return b.daysAgo(show.events[0].day < 0 ? 160 : 90 - index * 5, 11);
}

/** Shows whose page exists in Chinese only (Kunqu in its own language): English visitors get the original. */
export const CHINESE_ONLY = new Set(['peony-pavilion']);

export function seedProjects(b: SeedBuilder): void {
  const regular = shows.filter((s) => !s.festival);
  const festival = shows.filter((s) => s.festival);
  for (const s of shows) registerShowImages(b, s);

  regular.forEach((show, i) => {
    const recommend = [1, 2, 3]
      .map((d) => projectKey(regular[(i + d * 3) % regular.length]))
      .filter((k) => k !== projectKey(show));
    if (i % 3 === 0) recommend.push(projectKey(festival[i % festival.length]));
    const access = seedAccessPerformances(b, show, projectKey(show));
    b.node('project', `project:${show.key}`, {
      created: createdFor(b, show, i),
      langs: CHINESE_ONLY.has(show.key) ? ['zh-hans'] : undefined,
      build: (lang) => ({
        title: show.title[lang],
        alias: `/shows/${show.key}`,
        ...projectFields(b, show, lang, recommend, access),
      }),
    });
  });

  // the festival and its programme
  b.image(
    'festival:background',
    'festival/background-2026.jpg',
    { kind: 'festival-bg', width: 2400, height: 1600, palette: FESTIVAL_COLORS, seed: 'festival-2026', format: 'jpeg' },
    { 'zh-hans': '戏剧节背景', en: 'Festival background' },
  );
  b.letteredImage(
    'festival:logo',
    'festival/logo-2026.png',
    {
      kind: 'festival-logo',
      width: 900,
      height: 300,
      palette: ['#ffffff', FESTIVAL_COLORS[1]],
      seed: 'logo',
      format: 'png',
    },
    {
      title: { 'zh-hans': '海湾国际戏剧节', en: 'HBITF 2026' },
      subtitle: { 'zh-hans': '2026 · 第五届', en: 'International Theatre Festival' },
    },
    { 'zh-hans': '2026海湾国际戏剧节标志', en: 'Harbour Bay International Theatre Festival 2026 logo' },
  );
  b.letteredImage(
    'festival:banner-logo',
    'festival/banner-logo-2026.png',
    {
      kind: 'festival-logo',
      width: 600,
      height: 200,
      palette: ['#ffffff', FESTIVAL_COLORS[1]],
      seed: 'banner-logo',
      format: 'png',
    },
    {
      title: { 'zh-hans': '2026戏剧节', en: 'HBITF 2026' },
      subtitle: { 'zh-hans': '演出节目', en: 'Festival programme' },
    },
    { 'zh-hans': '戏剧节', en: 'Festival' },
  );
  const heroes: { title: Bi; text: Bi }[] = [
    {
      title: { 'zh-hans': '四部经典，十二个夜晚', en: 'Four classics, twelve nights' },
      text: {
        'zh-hans': '贝克特、契诃夫、老舍与莎士比亚，在小剧场里近距离相遇。',
        en: 'Beckett, Chekhov, Lao She and Shakespeare, up close in the Studio Theatre.',
      },
    },
    {
      title: { 'zh-hans': '开幕：《等待戈多》', en: 'Opening night: Waiting for Godot' },
      text: { 'zh-hans': '两个人，一棵树，一个永远不来的人。', en: 'Two men, a tree, and someone who never comes.' },
    },
    {
      title: { 'zh-hans': '戏剧节通票限量发售', en: 'Festival passes on sale now' },
      text: {
        'zh-hans': '一次购买四部作品，会员再享专属折扣。',
        en: 'Book all four productions at once; members save even more.',
      },
    },
  ];
  // The festival page lays each slide's title and text over its image: the images carry no words.
  heroes.forEach((h, i) =>
    b.image(
      `festival:hero:${i + 1}`,
      `festival/hero-${i + 1}.jpg`,
      {
        kind: 'banner',
        width: 2800,
        height: 1200,
        palette: festival[i % festival.length].palette,
        seed: `festival-hero-${i}`,
        format: 'jpeg',
        lettering: 'none',
      },
      h.title,
    ),
  );

  festival.forEach((show, i) => {
    b.letteredImage(
      `festival-banner:${show.key}`,
      `festival/banner-${show.key}.jpg`,
      {
        kind: 'banner',
        width: 2800,
        height: 400,
        palette: show.palette,
        seed: `${show.key}:festival-banner`,
        format: 'jpeg',
      },
      { title: show.title, caption: { 'zh-hans': '2026戏剧节', en: 'HBITF 2026' } },
      { 'zh-hans': `${show.title['zh-hans']}横幅`, en: `${show.title.en} banner` },
    );
    const recommend = festival.filter((s) => s !== show).map(projectKey);
    const access = seedAccessPerformances(b, show, projectKey(show));
    b.node('festival_project', `festival-project:${show.key}`, {
      created: b.daysAgo(60 - i, 15),
      build: (lang) => {
        const shared = projectFields(b, show, lang, recommend, access);
        if (show.key === 'teahouse') {
          // Drupal may print a formatted text without its processed value: the site must cope
          const v = shared.attributes.field_project_relatedinfo.value;
          shared.attributes.field_project_relatedinfo = fmt(v, null);
        }
        return {
          title: show.title[lang],
          alias: `/festival-2026/${show.key}`,
          attributes: shared.attributes,
          relationships: {
            ...shared.relationships,
            field_node_banner: b.img(`file:festival-banner:${show.key}`, lang),
            field_banner_logo: b.img('file:festival:banner-logo', lang),
            field_festival: b.ref(FESTIVAL),
          },
        };
      },
    });
  });

  const cardColors: [string, string][] = [
    ['#283618', '#dda15e'],
    ['#023e8a', '#caf0f8'],
    ['#582f0e', '#ede0d4'],
    ['#212529', '#ff6b6b'],
  ];
  festival.forEach((show, i) => {
    b.paragraph(
      'festival_project_item',
      `festival-item:${show.key}`,
      { key: FESTIVAL, field: 'field_festival_projects' },
      () => ({
        attributes: { field_background_color: cardColors[i][0], field_date_color: cardColors[i][1] },
        relationships: { field_project: b.ref(projectKey(show)) },
      }),
    );
  });
  heroes.forEach((h, i) =>
    b.paragraph('slide', `festival-hero:${i + 1}`, { key: FESTIVAL, field: 'field_festival_hero_slider' }, (lang) => ({
      attributes: { field_slide_title: h.title[lang], field_slide_description: fmt(p(h.text[lang])) },
      relationships: {
        field_slide_image: b.img(`file:festival:hero:${i + 1}`, lang),
        field_slide_project_news: i === 1 ? b.ref(projectKey(festival[0])) : null,
      },
    })),
  );

  b.node('festival', 'festival:2026', {
    created: b.daysAgo(75, 9),
    build: (lang) => {
      const en = lang === 'en';
      return {
        title: en ? 'Harbour Bay International Theatre Festival 2026' : '2026海湾国际戏剧节',
        alias: en ? '/festival-2026' : '/xijujie-2026',
        attributes: {
          field_festival_subtitle: en ? 'Four classics, twelve nights' : '四部经典 · 十二个夜晚',
          body: fmt(
            (en
              ? p(
                  'For its fifth edition the Harbour Bay International Theatre Festival brings four classics of world drama to the Studio Theatre, where no seat is more than twelve metres from the stage.',
                ) +
                p(
                  'Between performances there are talks with the directors, open rehearsals and a reading of new Chinese plays in the foyer. Festival passes give 15% off when you book all four productions.',
                )
              : p('第五届海湾国际戏剧节将四部世界戏剧经典带进小剧场——这里的每一个座位距离舞台都不超过十二米。') +
                p(
                  '演出之外，还有导演见面会、开放排练以及在前厅举行的中国新剧本朗读会。一次购买全部四部作品的戏剧节通票可享85折优惠。',
                )) + `<p>${esc(en ? 'Festival box office: ' : '戏剧节售票热线：')}400-820-2026</p>`,
          ),
        },
        relationships: {
          field_festival_hero_slider: heroes.map((_, i) => b.ref(`paragraph:festival-hero:${i + 1}`)),
          field_festival_projects: festival.map((s) => b.ref(`paragraph:festival-item:${s.key}`)),
          field_background_image: b.img('file:festival:background', lang),
          field_project_logo: b.img('file:festival:logo', lang),
        },
      };
    },
  });
}

export const regularShows = () => shows.filter((s) => !s.festival);
export const festivalShows = () => shows.filter((s) => s.festival);
