/** Vocabularies: membership_levels (tids 1-4, matching the ticketing userLevel), types_of_news, themes, type_of_education. */
import type { Bi, SeedBuilder } from './builder';

export const LEVELS: { key: string; name: Bi; color: string; description: Bi }[] = [
  {
    key: 'member',
    name: { 'zh-hans': '普通会员', en: 'Member' },
    color: '#9e9e9e',
    description: { 'zh-hans': '注册即成为普通会员。', en: 'Everyone who registers is a Member.' },
  },
  {
    key: 'silver',
    name: { 'zh-hans': '银卡会员', en: 'Silver' },
    color: '#a8b4c0',
    description: {
      'zh-hans': '年度成长值达到1000即升级为银卡会员。',
      en: 'Reach 1,000 growth points in a year to become Silver.',
    },
  },
  {
    key: 'gold',
    name: { 'zh-hans': '金卡会员', en: 'Gold' },
    color: '#d4a24c',
    description: {
      'zh-hans': '年度成长值达到5000即升级为金卡会员。',
      en: 'Reach 5,000 growth points in a year to become Gold.',
    },
  },
  {
    key: 'diamond',
    name: { 'zh-hans': '钻石会员', en: 'Diamond VIP' },
    color: '#3a3a8c',
    description: {
      'zh-hans': '年度成长值达到15000即升级为钻石会员。',
      en: 'Reach 15,000 growth points in a year to become Diamond VIP.',
    },
  },
];

export const NEWS_TYPES: { key: string; name: Bi }[] = [
  { key: 'theatre', name: { 'zh-hans': '剧院动态', en: 'Theatre news' } },
  { key: 'performances', name: { 'zh-hans': '演出资讯', en: 'Performances' } },
  { key: 'members', name: { 'zh-hans': '会员活动', en: 'Member events' } },
];

export const THEMES: { key: string; name: Bi }[] = [
  { key: 'appreciation', name: { 'zh-hans': '艺术赏析', en: 'Appreciation' } },
  { key: 'workshops', name: { 'zh-hans': '工作坊', en: 'Workshops' } },
  { key: 'backstage', name: { 'zh-hans': '幕后故事', en: 'Backstage' } },
];

export const EDUCATION_TYPES: { key: string; name: Bi; palette: [string, string] }[] = [
  { key: 'courses', name: { 'zh-hans': '在线课程', en: 'Online courses' }, palette: ['#1b263b', '#e9c46a'] },
  { key: 'lectures', name: { 'zh-hans': '名家讲座', en: 'Lectures' }, palette: ['#3d0c11', '#f2b5d4'] },
];

export const levelKey = (key: string) => `term:membership_levels:${key}`;
export const newsTypeKey = (key: string) => `term:types_of_news:${key}`;
export const themeKey = (key: string) => `term:themes:${key}`;
export const educationTypeKey = (key: string) => `term:type_of_education:${key}`;

export function seedTaxonomy(b: SeedBuilder): void {
  // first, so that the levels get tids 1-4 (userLevel 1-4 on the ticketing side)
  LEVELS.forEach((l, i) =>
    b.term('membership_levels', l.key, i, (lang) => ({
      name: l.name[lang],
      attributes: {
        field_color: l.color,
        description: {
          value: `<p>${l.description[lang]}</p>`,
          format: 'basic_html',
          processed: `<p>${l.description[lang]}</p>`,
        },
      },
    })),
  );
  NEWS_TYPES.forEach((t, i) => b.term('types_of_news', t.key, i, (lang) => ({ name: t.name[lang] })));
  THEMES.forEach((t, i) => b.term('themes', t.key, i, (lang) => ({ name: t.name[lang] })));
  EDUCATION_TYPES.forEach((t, i) => {
    b.letteredImage(
      `education-type:${t.key}`,
      `education/type-${t.key}.jpg`,
      { kind: 'banner', width: 2400, height: 800, palette: t.palette, seed: `edu-type-${t.key}`, format: 'jpeg' },
      {
        title: t.name,
        subtitle: { 'zh-hans': '海湾在线课堂', en: 'Harbour Bay Online' },
        caption: { 'zh-hans': '在线教育', en: 'Online education' },
      },
      t.name,
    );
    b.term('type_of_education', t.key, i, (lang) => ({
      name: t.name[lang],
      relationships: { field_image: b.img(`file:education-type:${t.key}`, lang) },
    }));
  });
}
