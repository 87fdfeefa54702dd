/**
 * How the words on a generated image are drawn in each language: typefaces, the fixed words, and
 * whether Latin captions are uppercased. Chinese needs a CJK font; without one (see cjk-font.ts)
 * a Chinese image is drawn with no lettering at all rather than with boxes.
 */
import { cjkFontInstalled } from './cjk-font';
import type { ImageRecipe, Lettering } from './registry';
import { textLines, type TextOptions } from './shapes';

const CJK_SANS = "'Noto Sans CJK SC', 'Noto Serif CJK SC', 'WenQuanYi Zen Hei', 'Source Han Sans SC', sans-serif";
const CJK_SERIF = "'Noto Serif CJK SC', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Source Han Serif SC', serif";

type Style = {
  serif: string;
  sans: string;
  lineHeight: number;
  house: string;
  bookNow: string;
  caps: (text: string) => string;
  /** how far (in ems) a line starting with `text` hangs into the left margin */
  hang: (text: string) => number;
};

const STYLES: Record<'en' | 'zh-hans', Style> = {
  en: {
    serif: 'DejaVu Serif',
    sans: 'DejaVu Sans',
    lineHeight: 1.08,
    house: 'HARBOUR BAY GRAND THEATRE',
    bookNow: 'BOOK NOW',
    caps: (text) => text.toUpperCase(),
    hang: () => 0,
  },
  'zh-hans': {
    serif: CJK_SERIF,
    sans: CJK_SANS,
    // Chinese glyphs fill the whole em square: lines need more air than Latin capitals
    lineHeight: 1.22,
    house: '海湾大剧院',
    bookNow: '立即购票',
    caps: (text) => text,
    // a full-width opening mark has its ink in its right half: without this, a line starting
    // with 《 looks indented
    hang: (text) => (/^[《（“「『〈【]/.test(text) ? 0.5 : 0),
  },
};

/** The lettering an image gets on this machine: Chinese turns into none when no CJK font is installed. */
export function drawnLettering(rc: ImageRecipe): Lettering {
  const wanted = rc.lettering ?? 'en';
  return wanted === 'zh-hans' && !cjkFontInstalled() ? 'none' : wanted;
}

export type Letterer = {
  /** false: the image is drawn without any words */
  lettered: boolean;
  lineHeight: number;
  /** the theatre's name, as a small kicker */
  house: string;
  bookNow: string;
  caps: (text: string) => string;
  /** lines of text in the title (serif) or caption (sans) face; nothing when not lettered */
  text: (
    lines: string[],
    x: number,
    y: number,
    size: number,
    fill: string,
    opts?: TextOptions & { face?: 'serif' | 'sans' },
  ) => string;
};

export function letterer(lettering: Lettering): Letterer {
  if (lettering === 'none')
    return { lettered: false, lineHeight: 1.08, house: '', bookNow: '', caps: (t) => t, text: () => '' };
  const style = STYLES[lettering];
  return {
    lettered: true,
    lineHeight: style.lineHeight,
    house: style.house,
    bookNow: style.bookNow,
    caps: style.caps,
    text: (lines, x, y, size, fill, { face = 'serif', ...opts } = {}) =>
      lines
        .filter(Boolean)
        .map((line, i) => {
          const hang = opts.anchor && opts.anchor !== 'start' ? 0 : style.hang(line) * size;
          return textLines([line], x - hang, y + i * size * style.lineHeight, size, fill, {
            family: style[face],
            ...opts,
          });
        })
        .join(''),
  };
}
