/** Draws the seed images (posters, banners, stage photos, logos, ads, QR codes, icons) from SVG. */
import sharp from 'sharp';
import type { ImageRecipe } from './registry';
import { darken, esc, lighten, mix, rng } from './color';
import { drawnLettering, letterer, type Letterer } from './lettering';
import {
  beams,
  figure,
  fitTitle,
  floor,
  geometry,
  gradients,
  palette,
  proscenium,
  rings,
  spot,
  type Palette,
} from './shapes';

function svg(w: number, h: number, p: Palette | null, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${p ? gradients(p) : ''}</defs>${body}</svg>`;
}

/** the stage composition shared by posters, banners and photos, drawn in a w x h box */
function stage(
  w: number,
  h: number,
  p: Palette,
  seed: string,
  figures: number,
  floorAt = 0.78,
  backdrop = true,
): string {
  const r = rng(seed);
  const variant = Math.floor(r() * 4);
  const floorY = h * floorAt;
  let out = backdrop ? `<rect width="${w}" height="${h}" fill="url(#bg)"/>` : '';
  if (variant === 0) out += spot(w * 0.62, h * 0.36, w * 0.55) + rings(w * 0.62, h * 0.36, w * 0.42, p);
  else if (variant === 1)
    out += beams(w, floorY, [w * 0.2, w * 0.5, w * 0.8], w * 0.32) + spot(w / 2, h * 0.2, w * 0.3);
  else if (variant === 2) out += spot(w / 2, h * 0.55, w * 0.5) + proscenium(w, h, p);
  else out += geometry(w, h, p, r);
  out += backdrop
    ? floor(w, h, floorY, p)
    : `<ellipse cx="${w / 2}" cy="${floorY + (h - floorY) * 0.3}" rx="${w * 0.42}" ry="${(h - floorY) * 0.45}" fill="url(#glow)"/>`;
  const silhouette = p.light ? darken(p.accent, 0.6) : darken(p.bg, 0.75);
  for (let i = 0; i < figures; i++) {
    const x = w * (0.5 + (i - (figures - 1) / 2) * 0.16 + (r() - 0.5) * 0.05);
    out += figure(x, floorY + h * 0.02, h * (0.26 + r() * 0.08) * (floorAt / 0.78), silhouette, Math.floor(r() * 6));
  }
  return out;
}

/** the width of a poster title's capitals in ems: DejaVu Serif Bold's measure 0.83 to 0.85 (0.74 let MOONLIGHT run off the poster) */
export const POSTER_TITLE_CHAR_WIDTH = 0.86;

function poster(rc: ImageRecipe, t: Letterer): string {
  const { width: w, height: h } = rc;
  const p = palette(rc.palette);
  const title = fitTitle(t.caps(rc.title ?? ''), w * 0.86, w * 0.13, 3, POSTER_TITLE_CHAR_WIDTH);
  const titleBottom = title.lines.length * title.size * t.lineHeight;
  const titleY = h * 0.885 - w * 0.02 - titleBottom;
  const titleColor = p.light ? darken(p.accent, 0.5) : lighten(p.accent, 0.55);
  const subtitle = fitTitle(rc.subtitle ?? '', w * 0.86, w * 0.036, 1, 0.55);
  return svg(
    w,
    h,
    p,
    stage(w, h, p, rc.seed, 1, 0.6) +
      `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#fadeBottom)"/>` +
      t.text([t.house], w * 0.07, h * 0.06, w * 0.028, p.ink, { face: 'sans', spacing: w * 0.006 }) +
      `<rect x="${w * 0.07}" y="${h * 0.075}" width="${w * 0.12}" height="${h * 0.004}" fill="${p.accent}"/>` +
      t.text(title.lines, w * 0.07, titleY, title.size, titleColor, { spacing: title.size * 0.02 }) +
      t.text(subtitle.lines, w * 0.07, titleY + titleBottom + w * 0.02, subtitle.size, p.ink, {
        face: 'sans',
        weight: 'normal',
      }) +
      t.text([t.caps(rc.caption ?? '')], w * 0.07, h * 0.95, w * 0.026, p.accent, { face: 'sans', spacing: w * 0.004 }),
  );
}

function banner(rc: ImageRecipe, t: Letterer): string {
  const { width: w, height: h } = rc;
  const p = palette(rc.palette);
  const thin = h / w < 0.25;
  // a thin strip is never cut into a card
  const box = thin ? { x: 0.06, room: 0.6 } : bannerWordsBox(w, h);
  const x = w * box.x;
  const title = fitTitle(
    rc.title ?? '',
    w * (thin ? 0.5 : Math.min(0.46, box.room)),
    h * (thin ? 0.3 : 0.14),
    thin ? 1 : 3,
    0.66,
  );
  const titleY = h * (thin ? 0.55 : 0.5) - (title.lines.length - 1) * title.size * t.lineHeight * 0.5;
  const titleColor = p.light ? darken(p.accent, 0.55) : '#ffffff';
  const captionSize = Math.max(14, h * (thin ? 0.09 : 0.03));
  const caption = fitTitle(
    t.caps(rc.caption ?? t.house),
    w * (thin ? 0.5 : Math.min(0.6, box.room)),
    captionSize,
    1,
    0.7,
  );
  const subtitle = fitTitle(rc.subtitle ?? '', w * Math.min(0.6, box.room), h * 0.04, 1, 0.55);
  const subtitleY = titleY + title.lines.length * title.size * t.lineHeight + h * 0.03;
  const scene = `<g transform="translate(${w * 0.35} 0)">${stage(w * 0.65, h, p, rc.seed, thin ? 0 : 2, 0.78, false)}</g>`;
  return svg(
    w,
    h,
    p,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${darken(p.bg, p.light ? 0.12 : 0.5)}"/>` +
      scene +
      `<rect width="${w * 0.75}" height="${h}" fill="url(#fadeLeft)"/>` +
      t.text(caption.lines, x, titleY - title.size * (thin ? 1.1 : 1.25), caption.size, p.accent, {
        face: 'sans',
        spacing: h * 0.006,
      }) +
      t.text(title.lines, x, titleY, title.size, titleColor) +
      (thin || !t.lettered
        ? ''
        : t.text(subtitle.lines, x, subtitleY, subtitle.size, p.ink, { face: 'sans', weight: 'normal' }) +
          // the rule under the words: none on a banner without words (a page may lay its text there)
          `<rect x="${x}" y="${h * 0.86}" width="${w * 0.08}" height="${h * 0.008}" fill="${p.accent}"/>`),
  );
}

/** a stage photograph: no text, performers in light */
function photo(rc: ImageRecipe): string {
  const { width: w, height: h } = rc;
  const p = palette([darken(rc.palette[0], 0.35), rc.palette[1]]);
  const r = rng(rc.seed + ':haze');
  let haze = '';
  for (let i = 0; i < 4; i++) haze += spot(w * r(), h * (0.1 + r() * 0.4), w * (0.15 + r() * 0.2), 'glow');
  return svg(w, h, p, stage(w, h, p, rc.seed, 2 + Math.floor(r() * 3)) + haze);
}

function logo(rc: ImageRecipe, t: Letterer): string {
  const { width: w, height: h } = rc;
  const [bg, accent] = rc.palette;
  const r = rng(rc.seed);
  const cx = w / 2;
  const cy = h * 0.36;
  const s = h * 0.2;
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${accent}"/><path d="M${cx - s} ${cy} Q${cx - s / 2} ${cy - s / 2} ${cx} ${cy} T${cx + s} ${cy}" stroke="${bg}" stroke-width="${s / 5}" fill="none"/>`,
    `<polygon points="${cx},${cy - s} ${cx + s},${cy} ${cx},${cy + s} ${cx - s},${cy}" fill="${accent}"/><polygon points="${cx},${cy - s / 2} ${cx + s / 2},${cy} ${cx},${cy + s / 2} ${cx - s / 2},${cy}" fill="${bg}"/>`,
    `<polygon points="${cx - s},${cy + s * 0.8} ${cx},${cy - s} ${cx + s},${cy + s * 0.8}" fill="${accent}"/><polygon points="${cx - s * 0.5},${cy + s * 0.8} ${cx + s * 0.2},${cy - s * 0.2} ${cx + s * 0.9},${cy + s * 0.8}" fill="${mix(accent, '#ffffff', 0.4)}"/>`,
    `<rect x="${cx - s}" y="${cy - s}" width="${s * 2}" height="${s * 2}" rx="${s * 0.4}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.45}" fill="${bg}"/>`,
  ];
  const name = fitTitle(t.caps(rc.title ?? ''), w * 0.86, h * 0.13, 2, 0.72);
  const tagline = fitTitle(rc.subtitle ?? '', w * 0.86, h * 0.05, 1, 0.62);
  return svg(
    w,
    h,
    null,
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
      marks[Math.floor(r() * marks.length)] +
      t.text(name.lines, cx, h * 0.7, name.size, mix(accent, '#000000', 0.35), { face: 'sans', anchor: 'middle' }) +
      t.text(
        tagline.lines,
        cx,
        Math.min(h * 0.7 + name.lines.length * name.size * t.lineHeight + h * 0.02, h * 0.94),
        tagline.size,
        '#666666',
        {
          face: 'sans',
          weight: 'normal',
          anchor: 'middle',
          spacing: 2,
        },
      ),
  );
}

/** how much of an advert's width its words may take, centred: inside the middle half phones show */
const AD_WORDS_WIDTH = 0.46;

/**
 * The site shows an advert whole on wide screens and only its middle half on phones (home page,
 * `aspect-ratio: 600 / 212`), so the words are centred inside that half. The "book now" pill sits
 * wholly outside it: seen whole on a wide screen, not at all on a phone, never cut; and clear of
 * the slider's arrow at the right edge.
 */
function ad(rc: ImageRecipe, t: Letterer): string {
  const { width: w, height: h } = rc;
  const p = palette(rc.palette);
  const cx = w / 2;
  const title = fitTitle(rc.title ?? '', w * AD_WORDS_WIDTH, h * 0.27, 1, 0.62);
  const subtitle = fitTitle(rc.subtitle ?? '', w * AD_WORDS_WIDTH, h * 0.1, 1, 0.55);
  const caption = fitTitle(t.caps(rc.caption ?? ''), w * AD_WORDS_WIDTH, h * 0.1, 1, 0.7);
  const fg = p.light ? darken(p.accent, 0.6) : '#ffffff';
  // the "book now" pill is a button for its words: without lettering it is left out
  const bookNow = t.lettered
    ? `<rect x="${w * 0.765}" y="${h * 0.34}" width="${w * 0.14}" height="${h * 0.32}" rx="${h * 0.16}" fill="${p.accent}"/>` +
      t.text([t.bookNow], w * 0.835, h * 0.545, h * 0.11, p.light ? '#ffffff' : darken(p.bg, 0.4), {
        face: 'sans',
        anchor: 'middle',
        spacing: 2,
      })
    : '';
  return svg(
    w,
    h,
    p,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      spot(w * 0.12, h * 0.5, h * 1.2) +
      spot(w * 0.86, h * 0.5, h * 1.6) +
      rings(w * 0.93, h * 0.5, h * 1.1, p, 5) +
      t.text(caption.lines, cx, h * 0.3, caption.size, p.accent, { face: 'sans', anchor: 'middle', spacing: 3 }) +
      t.text(title.lines, cx, h * 0.62, title.size, fg, { anchor: 'middle' }) +
      t.text(subtitle.lines, cx, h * 0.84, subtitle.size, p.ink, { face: 'sans', weight: 'normal', anchor: 'middle' }) +
      bookNow,
  );
}

/**
 * Where a banner's words go: inside the narrowest crop the site makes of a banner (news and
 * project blocks, 600 x 420, centred), so that a card never cuts them. `x` is where they start and
 * `room` the width they may take, both as fractions of the banner's width.
 */
export function bannerWordsBox(w: number, h: number): { x: number; room: number } {
  const shown = Math.min(1, ((600 / 420) * h) / w);
  return { x: Math.max(0.06, (1 - shown) / 2 + 0.03), room: shown - 0.06 };
}

/** a QR-looking code: finder patterns, timing lines and a deterministic module grid */
function qr(rc: ImageRecipe): string {
  const { width: w } = rc;
  const n = 29;
  const quiet = 3;
  const m = w / (n + quiet * 2);
  const r = rng(rc.seed);
  const ink = rc.palette[1];
  const cells: string[] = [];
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  const cell = (x: number, y: number) =>
    cells.push(
      `<rect x="${((x + quiet) * m).toFixed(2)}" y="${((y + quiet) * m).toFixed(2)}" width="${m.toFixed(2)}" height="${m.toFixed(2)}"/>`,
    );
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (inFinder(x, y)) continue;
      if (y === 6 || x === 6) {
        if ((x + y) % 2 === 0) cell(x, y);
        continue;
      }
      if (r() > 0.52) cell(x, y);
    }
  const finder = (fx: number, fy: number) => {
    const X = (fx + quiet) * m;
    const Y = (fy + quiet) * m;
    return `<rect x="${X}" y="${Y}" width="${7 * m}" height="${7 * m}"/><rect x="${X + m}" y="${Y + m}" width="${5 * m}" height="${5 * m}" fill="#ffffff"/><rect x="${X + 2 * m}" y="${Y + 2 * m}" width="${3 * m}" height="${3 * m}"/>`;
  };
  const c = w / 2;
  const badge = `<rect x="${c - m * 3}" y="${c - m * 3}" width="${m * 6}" height="${m * 6}" rx="${m}" fill="#ffffff"/><rect x="${c - m * 2.2}" y="${c - m * 2.2}" width="${m * 4.4}" height="${m * 4.4}" rx="${m * 0.8}" fill="${rc.palette[0]}"/>`;
  return svg(
    w,
    w,
    null,
    `<rect width="${w}" height="${w}" fill="#ffffff"/><g fill="${ink}">${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</g>${badge}`,
  );
}

const glyphs: Record<string, (c: number, s: number) => string> = {
  star: (c, s) => {
    const pts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rr = i % 2 ? s * 0.42 : s;
      pts.push(`${(c + rr * Math.cos(a)).toFixed(1)},${(c + rr * Math.sin(a)).toFixed(1)}`);
    }
    return `<polygon points="${pts.join(' ')}"/>`;
  },
  ticket: (c, s) =>
    `<path d="M${c - s} ${c - s * 0.55} H${c + s} V${c - s * 0.15} A${s * 0.18} ${s * 0.18} 0 0 0 ${c + s} ${c + s * 0.15} V${c + s * 0.55} H${c - s} V${c + s * 0.15} A${s * 0.18} ${s * 0.18} 0 0 0 ${c - s} ${c - s * 0.15} Z"/>`,
  gift: (c, s) =>
    `<rect x="${c - s}" y="${c - s * 0.3}" width="${s * 2}" height="${s * 1.2}"/><rect x="${c - s * 1.1}" y="${c - s * 0.65}" width="${s * 2.2}" height="${s * 0.4}"/><path d="M${c} ${c - s * 0.65} C${c - s * 0.9} ${c - s * 1.4} ${c - s * 0.9} ${c - s * 0.4} ${c} ${c - s * 0.65} C${c + s * 0.9} ${c - s * 1.4} ${c + s * 0.9} ${c - s * 0.4} ${c} ${c - s * 0.65}"/>`,
  car: (c, s) =>
    `<path d="M${c - s} ${c + s * 0.3} V${c - s * 0.05} L${c - s * 0.6} ${c - s * 0.55} H${c + s * 0.6} L${c + s} ${c - s * 0.05} V${c + s * 0.3} Z"/><circle cx="${c - s * 0.55}" cy="${c + s * 0.38}" r="${s * 0.24}"/><circle cx="${c + s * 0.55}" cy="${c + s * 0.38}" r="${s * 0.24}"/>`,
  crown: (c, s) =>
    `<polygon points="${c - s},${c + s * 0.6} ${c - s},${c - s * 0.5} ${c - s * 0.45},${c} ${c},${c - s * 0.8} ${c + s * 0.45},${c} ${c + s},${c - s * 0.5} ${c + s},${c + s * 0.6}"/>`,
  phone: (c, s) =>
    `<rect x="${c - s * 0.55}" y="${c - s}" width="${s * 1.1}" height="${s * 2}" rx="${s * 0.2}"/><circle cx="${c}" cy="${c + s * 0.75}" r="${s * 0.12}" fill="#ffffff"/>`,
  heart: (c, s) =>
    `<path d="M${c} ${c + s * 0.9} C${c - s * 1.6} ${c - s * 0.1} ${c - s * 0.8} ${c - s * 1.3} ${c} ${c - s * 0.4} C${c + s * 0.8} ${c - s * 1.3} ${c + s * 1.6} ${c - s * 0.1} ${c} ${c + s * 0.9} Z"/>`,
  seat: (c, s) =>
    `<rect x="${c - s * 0.7}" y="${c - s}" width="${s * 1.4}" height="${s * 1.1}" rx="${s * 0.25}"/><rect x="${c - s}" y="${c + s * 0.15}" width="${s * 2}" height="${s * 0.45}" rx="${s * 0.15}"/><rect x="${c - s * 0.8}" y="${c + s * 0.6}" width="${s * 0.25}" height="${s * 0.4}"/><rect x="${c + s * 0.55}" y="${c + s * 0.6}" width="${s * 0.25}" height="${s * 0.4}"/>`,
};

function icon(rc: ImageRecipe): string {
  const w = rc.width;
  const c = w / 2;
  const draw = glyphs[rc.title ?? 'star'] ?? glyphs.star;
  return svg(
    w,
    w,
    null,
    `<circle cx="${c}" cy="${c}" r="${c * 0.96}" fill="${rc.palette[0]}"/><g fill="${rc.palette[1]}">${draw(c, w * 0.26)}</g>`,
  );
}

function festivalBackground(rc: ImageRecipe): string {
  const { width: w, height: h } = rc;
  const p = palette(rc.palette);
  const r = rng(rc.seed);
  let lines = '';
  for (let i = 0; i < 28; i++) {
    const y = h * r();
    lines += `<path d="M0 ${y} C${w * 0.3} ${y - h * 0.2 * r()} ${w * 0.7} ${y + h * 0.2 * r()} ${w} ${y}" stroke="${i % 3 ? p.accent : '#ffffff'}" stroke-opacity="${(0.05 + r() * 0.15).toFixed(2)}" stroke-width="${2 + r() * 6}" fill="none"/>`;
  }
  return svg(
    w,
    h,
    p,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${lines}` +
      spot(w * 0.15, h * 0.1, w * 0.35) +
      spot(w * 0.9, h * 0.7, w * 0.4) +
      rings(w * 0.85, h * 0.25, w * 0.2, p, 9),
  );
}

function festivalLogo(rc: ImageRecipe, t: Letterer): string {
  const { width: w, height: h } = rc;
  const [main, accent] = rc.palette;
  const s = h * 0.34;
  const name = fitTitle(rc.title ?? '', w - h * 1.1, h * 0.3, 1, 0.72);
  const tag = fitTitle(t.caps(rc.subtitle ?? ''), w - h * 1.1, h * 0.1, 1, 0.78);
  return svg(
    w,
    h,
    null,
    `<circle cx="${h * 0.5}" cy="${h * 0.5}" r="${s}" fill="none" stroke="${accent}" stroke-width="${h * 0.05}"/>` +
      `<circle cx="${h * 0.5}" cy="${h * 0.5}" r="${s * 0.55}" fill="${accent}"/>` +
      t.text(name.lines, h, h * 0.52, name.size, main) +
      t.text(tag.lines, h, h * 0.76, tag.size, accent, { face: 'sans' }),
  );
}

export function recipeSvg(rc: ImageRecipe): string {
  const t = letterer(drawnLettering(rc));
  switch (rc.kind) {
    case 'poster':
      return poster(rc, t);
    case 'banner':
      return banner(rc, t);
    case 'photo':
      return photo(rc);
    case 'logo':
      return logo(rc, t);
    case 'ad':
      return ad(rc, t);
    case 'qr':
      return qr(rc);
    case 'icon':
      return icon(rc);
    case 'festival-bg':
      return festivalBackground(rc);
    case 'festival-logo':
      return festivalLogo(rc, t);
  }
}

export async function renderImage(rc: ImageRecipe): Promise<Buffer> {
  const img = sharp(Buffer.from(recipeSvg(rc)), { density: 72 }).resize(rc.width, rc.height, { fit: 'fill' });
  return rc.format === 'png'
    ? img.png({ compressionLevel: 9 }).toBuffer()
    : img.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

export { esc };
