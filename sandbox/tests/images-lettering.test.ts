/**
 * Seed images with words get one file per language; Chinese lettering needs a CJK font and falls
 * back to an image without words; Chinese titles wrap per character.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { overrideCjkFont } from '../images/cjk-font';
import { fileKey } from '../images/files';
import { POSTER_TITLE_CHAR_WIDTH, bannerWordsBox, recipeSvg, renderImage } from '../images/generate';
import { letterer } from '../images/lettering';
import type { FileEntry, ImageRecipe } from '../images/registry';
import { fitTitle, textWidth } from '../images/shapes';
import { SeedBuilder } from '../seed/content/builder';
import { call, doc, newSandbox } from './content-helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await newSandbox();
});
afterAll(() => sb?.close());
afterEach(() => overrideCjkFont(undefined));

type Lang = 'zh-hans' | 'en';
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** a node in one language, with the given relationships included */
async function nodeAt(alias: string, lang: Lang, include: string) {
  const resolved = (await call(sb, `${prefix(lang)}/jsonapi/alias/resolve?alias=${alias}`)).body;
  const d = await doc(
    sb,
    `${prefix(lang)}/jsonapi/node/${resolved.entity.bundle}/${resolved.entity.uuid}?include=${include}`,
  );
  const file = (id: string) => d.included!.find((i) => i.type === 'file--file' && i.id === id);
  return { node: d.data, file };
}

async function get(path: string) {
  const res = await sb.fetch(new Request(`http://localhost${path}`));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a file per language for images with words', () => {
  it('gives the Chinese and English show its own poster file, and shares the stage photos', async () => {
    const zh = await nodeAt('/shows/turandot', 'zh-hans', 'field_project_presentation_img,field_project_slider');
    const en = await nodeAt('/shows/turandot', 'en', 'field_project_presentation_img,field_project_slider');
    const zhPoster = zh.node.relationships.field_project_presentation_img.data;
    const enPoster = en.node.relationships.field_project_presentation_img.data;
    expect(zhPoster.id).not.toBe(enPoster.id);
    expect(zhPoster.meta.drupal_internal__target_id).not.toBe(enPoster.meta.drupal_internal__target_id);
    expect(zhPoster.meta).toMatchObject({ alt: '歌剧《图兰朵》海报', width: 1200, height: 1600 });
    expect(enPoster.meta).toMatchObject({ alt: 'Turandot poster', width: 1200, height: 1600 });
    expect(zh.file(zhPoster.id).attributes).toMatchObject({
      filename: 'turandot-zh-hans.jpg',
      filemime: 'image/jpeg',
      uri: { value: 'public://posters/turandot-zh-hans.jpg', url: '/sites/default/files/posters/turandot-zh-hans.jpg' },
    });
    expect(en.file(enPoster.id).attributes.uri.url).toBe('/sites/default/files/posters/turandot.jpg');

    const photos = (n: typeof zh) => n.node.relationships.field_project_slider.data.map((i: { id: string }) => i.id);
    expect(photos(zh)).toEqual(photos(en));
    expect(zh.file(photos(zh)[0]).attributes.uri.url).toBe('/sites/default/files/gallery/turandot-1.jpg');
  });

  it('gives a news item a Chinese poster of its own, served as its own image', async () => {
    const zh = await nodeAt('/news/turandot-meet-the-team', 'zh-hans', 'field_news_poster');
    const en = await nodeAt('/news/turandot-meet-the-team', 'en', 'field_news_poster');
    const zhUrl = zh.file(zh.node.relationships.field_news_poster.data.id).attributes.uri.url;
    const enUrl = en.file(en.node.relationships.field_news_poster.data.id).attributes.uri.url;
    expect(zhUrl).toBe('/sites/default/files/news/turandot-meet-the-team-zh-hans.jpg');
    expect(enUrl).toBe('/sites/default/files/news/turandot-meet-the-team.jpg');
    const [zhFile, enFile] = await Promise.all([get(zhUrl), get(enUrl)]);
    expect(zhFile.res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(zhFile.bytes).metadata()).toMatchObject({ width: 1584, height: 891 });
    expect(zhFile.bytes.equals(enFile.bytes)).toBe(false);
  });

  it('points every advert, home slide and festival banner of a translation at that language', async () => {
    for (const lang of ['zh-hans', 'en'] as const) {
      const ads = await doc(sb, `${prefix(lang)}/jsonapi/node/advertisement?include=field_image`);
      const urls = ads.included!.map((f) => f.attributes.uri.url as string);
      expect(urls.length).toBe(5);
      expect(
        urls.every((u) => u.endsWith('-zh-hans.jpg')),
        lang,
      ).toBe(lang === 'zh-hans');
      const home = await doc(
        sb,
        `${prefix(lang)}/jsonapi/node/homepage/${lang}?include=field_home_slider.field_slide_image`,
      );
      const slides = home.included!.filter((i) => i.type === 'file--file').map((f) => f.attributes.uri.url as string);
      expect(slides.length).toBe(5);
      expect(
        slides.every((u) => u.endsWith('-zh-hans.jpg')),
        lang,
      ).toBe(lang === 'zh-hans');
    }
    const banner = await nodeAt('/festival-2026/hamlet', 'zh-hans', 'field_node_banner');
    expect(banner.file(banner.node.relationships.field_node_banner.data.id).attributes.uri.url).toBe(
      '/sites/default/files/festival/banner-hamlet-zh-hans.jpg',
    );
  });

  it('answers Chinese search and metatags with the Chinese poster', async () => {
    const uuid = (await call(sb, '/jsonapi/alias/resolve?alias=/shows/swan-lake')).body.entity.uuid;
    const tags = (await call(sb, `/jsonapi/metatag?entity_type=node&id=${uuid}&langcode=zh-hans`)).body;
    const ogImage = tags.find((t: { attributes: { property?: string } }) => t.attributes.property === 'og:image');
    expect(ogImage.attributes.content).toContain(
      encodeURIComponent('/sites/default/files/posters/swan-lake-zh-hans.jpg'),
    );
  });

  it('refuses a worded image registered as one shared file', () => {
    const b = new SeedBuilder(Date.now());
    const banner: ImageRecipe = {
      kind: 'banner',
      width: 100,
      height: 50,
      palette: ['#000000', '#ffffff'],
      title: 'Hi',
      seed: 's',
      format: 'jpeg',
    };
    expect(() => b.image('x', 'x.jpg', banner, { 'zh-hans': 'x', en: 'x' })).toThrow(/letteredImage/);
    expect(() =>
      b.image('y', 'y.jpg', { ...banner, title: undefined, lettering: 'none' }, { 'zh-hans': 'y', en: 'y' }),
    ).not.toThrow();
  });
});

const zhPoster: ImageRecipe = {
  kind: 'poster',
  width: 600,
  height: 800,
  palette: ['#2b0f14', '#d4a24c'],
  title: '歌剧《图兰朵》',
  subtitle: '普契尼三幕歌剧',
  caption: '歌剧厅',
  seed: 'turandot',
  format: 'jpeg',
  lettering: 'zh-hans',
};
const zhAd: ImageRecipe = {
  ...zhPoster,
  kind: 'ad',
  width: 1200,
  height: 212,
  title: '《图兰朵》热售中',
  caption: 'HBITF 2026',
};

describe('Chinese lettering and the CJK font', () => {
  it('letters Chinese images in a CJK face, with Chinese fixed words and Latin left as written', async () => {
    overrideCjkFont(true);
    const poster = recipeSvg(zhPoster);
    expect(poster).toContain('歌剧《图兰朵》');
    expect(poster).toContain('海湾大剧院');
    expect(poster).toContain("'Noto Serif CJK SC'");
    expect(poster).not.toMatch(/HARBOUR|DejaVu/);
    const ad = recipeSvg(zhAd);
    expect(ad).toContain('立即购票');
    expect(ad).not.toContain('BOOK NOW');
    expect(recipeSvg({ ...zhAd, caption: 'hbitf 2026' })).toContain('>hbitf 2026<');
    expect(recipeSvg({ ...zhAd, caption: 'hbitf 2026', lettering: 'en' })).toContain('>HBITF 2026<');
    expect(await sharp(await renderImage(zhPoster)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 800,
    });
  });

  it('draws the Chinese image without any words when no CJK font is installed', async () => {
    overrideCjkFont(true);
    const lettered = await renderImage(zhPoster);
    overrideCjkFont(false);
    const svg = recipeSvg(zhPoster);
    expect(svg).not.toContain('<text');
    expect(recipeSvg(zhAd)).not.toContain('<text');
    const plain = await renderImage(zhPoster);
    expect(plain.length).toBeGreaterThan(1000);
    expect(await sharp(plain).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(plain.equals(lettered)).toBe(false);
    // English lettering does not depend on a CJK font
    expect(recipeSvg({ ...zhPoster, title: 'Turandot', lettering: 'en' })).toContain('TURANDOT');
  });

  it('keys the cached file by the lettering drawn, so a font change cannot serve a stale image', async () => {
    const zh: FileEntry = {
      path: 'posters/x-zh-hans.jpg',
      mime: 'image/jpeg',
      recipe: { kind: 'image', image: zhPoster },
    };
    const en: FileEntry = { ...zh, recipe: { kind: 'image', image: { ...zhPoster, lettering: 'en' } } };
    overrideCjkFont(true);
    const keys = { zh: fileKey(zh), en: fileKey(en) };
    overrideCjkFont(false);
    expect(fileKey(zh)).not.toBe(keys.zh);
    expect(fileKey(en)).toBe(keys.en);

    // the same through the files route and the image service: new bytes, new ETag
    const url = '/sites/default/files/posters/turandot-zh-hans.jpg';
    const derivative = `/image?op=scale_and_crop&url=${encodeURIComponent(url)}&width=300&height=400`;
    overrideCjkFont(true);
    const [withFont, scaledWithFont] = await Promise.all([get(url), get(derivative)]);
    overrideCjkFont(false);
    const [withoutFont, scaledWithoutFont] = await Promise.all([get(url), get(derivative)]);
    expect(withoutFont.res.status).toBe(200);
    expect(withoutFont.res.headers.get('etag')).not.toBe(withFont.res.headers.get('etag'));
    expect(withoutFont.bytes.equals(withFont.bytes)).toBe(false);
    expect(scaledWithoutFont.res.headers.get('etag')).not.toBe(scaledWithFont.res.headers.get('etag'));
  });
});

describe('fitting Chinese titles', () => {
  const title = '银卡会员专享：《天鹅湖》排练厅开放日与第二幕群舞探班活动报名';

  it('breaks a long Chinese title between characters, never before a closing mark', () => {
    expect([...title].length).toBeGreaterThanOrEqual(20);
    const { lines, size } = fitTitle(title, 1584 * 0.46, 891 * 0.14, 3, 0.66);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(title);
    for (const line of lines) {
      expect(textWidth(line, 0.66) * size).toBeLessThanOrEqual(1584 * 0.46 + 0.01);
      expect(line).not.toMatch(/^[，。、：；！？》）]/);
    }
    expect(lines.some((l) => l.includes('《天鹅湖》'))).toBe(true);
  });

  it('keeps the drawn Chinese title inside the width it was fitted to', async () => {
    overrideCjkFont(true);
    const inkRight = await drawnTitleRight(title, 'zh-hans', 0.66);
    expect(inkRight).toBeLessThanOrEqual(x + width);
    expect(inkRight).toBeGreaterThan(x + width * 0.7);
  });
});

describe('fitting English poster titles', () => {
  it('keeps a title in capitals inside the poster', async () => {
    for (const name of ['MOONLIGHT PIER', 'THUNDERSTORM']) {
      const inkRight = await drawnTitleRight(name, 'en', POSTER_TITLE_CHAR_WIDTH);
      expect(inkRight, name).toBeLessThanOrEqual(x + width);
      expect(inkRight, name).toBeGreaterThan(x + width * 0.7);
    }
  });
});

describe('words inside the crops the site makes', () => {
  it("keeps an advert's words in the middle half a phone shows, and its pill wholly outside it", async () => {
    overrideCjkFont(true);
    for (const ad of [
      zhAd,
      {
        ...zhAd,
        lettering: 'en' as const,
        title: 'Moonlight Pier: two extra performances',
        subtitle: 'An original Chinese musical',
        caption: 'Quick Theatre',
      },
    ]) {
      const columns = await wordColumns(ad);
      const at = (from: number, to: number) => columns.filter((c) => c >= from * ad.width && c < to * ad.width);
      expect(at(0, 0.25), ad.lettering).toEqual([]);
      expect(at(0.25, 0.75).length, ad.lettering).toBeGreaterThan(ad.width * 0.3);
      // the phone's edge at 0.75 cuts nothing: the words end before it, the pill starts after it
      expect(at(0.74, 0.76), ad.lettering).toEqual([]);
      expect(at(0.76, 1).length, ad.lettering).toBeGreaterThan(ad.width * 0.05);
    }
  });

  it("keeps a banner's words inside the 600 x 420 crop of a news or project card", async () => {
    overrideCjkFont(true);
    const title = 'Two extra performances of Moonlight Pier at the harbour';
    for (const [width, height] of [
      [1584, 891],
      [2400, 1200],
      [2400, 800],
      [2800, 1200],
    ]) {
      for (const lettering of ['en', 'zh-hans'] as const) {
        const banner: ImageRecipe = {
          ...zhPoster,
          kind: 'banner',
          width,
          height,
          lettering,
          caption: 'Performances',
          subtitle: 'An original musical in two acts and a long prologue',
        };
        const columns = await wordColumns(lettering === 'en' ? { ...banner, title } : banner);
        const shown = ((600 / 420) * height) / width;
        const [left, right] = [((1 - shown) / 2) * width, ((1 + shown) / 2) * width];
        const label = `${width}x${height} ${lettering}`;
        expect(columns.length, label).toBeGreaterThan(width * 0.2);
        expect(Math.min(...columns), label).toBeGreaterThanOrEqual(left);
        expect(Math.max(...columns), label).toBeLessThan(right);
        expect(bannerWordsBox(width, height).x * width, label).toBeGreaterThan(left);
      }
    }
  });
});

/** The pixel columns where an image's lettering is: where it differs from the same image drawn without words. */
async function wordColumns(rc: ImageRecipe): Promise<number[]> {
  const raw = (r: ImageRecipe) =>
    sharp(Buffer.from(recipeSvg(r)), { density: 72 })
      .removeAlpha()
      .raw()
      .toBuffer();
  const [lettered, plain] = await Promise.all([raw(rc), raw({ ...rc, lettering: 'none' })]);
  const columns = new Set<number>();
  for (let i = 0; i < lettered.length; i += 3) {
    const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(lettered[i + c] - plain[i + c])));
    if (diff > 48) columns.add((i / 3) % rc.width);
  }
  return [...columns].sort((a, b) => a - b);
}

const width = 700;
const x = 40;

/** Where the ink of a title fitted into `width` ends, drawn at x on a canvas twice as wide. */
async function drawnTitleRight(text: string, lettering: 'en' | 'zh-hans', charWidth: number): Promise<number> {
  const fitted = fitTitle(text, width, 120, 3, charWidth);
  const lines = letterer(lettering).text(fitted.lines, x, fitted.size * 1.1, fitted.size, '#ffffff');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${fitted.size * 4.5}">${lines}</svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().png().toBuffer({ resolveWithObject: true });
  return -(info.trimOffsetLeft ?? 0) + info.width;
}
