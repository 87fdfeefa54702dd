/** SVG building blocks for the generated seed images: gradients, stage shapes, figures, text. */
import { darken, esc, isLight, lighten, mix } from './color';

export type Palette = { bg: string; accent: string; ink: string; light: boolean };

export function palette([bg, accent]: [string, string]): Palette {
  const light = isLight(bg);
  return { bg, accent, light, ink: light ? darken(accent, 0.55) : lighten(accent, 0.35) };
}

export function gradients(p: Palette): string {
  const top = mix(p.bg, p.accent, 0.22);
  const bottom = darken(p.bg, p.light ? 0.18 : 0.6);
  return `
  <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="0.5" stop-color="${p.bg}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>
  <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${lighten(p.accent, 0.35)}" stop-opacity="0.95"/>
    <stop offset="0.45" stop-color="${p.accent}" stop-opacity="0.35"/>
    <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="${p.light ? 0.7 : 0.45}"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(p.accent, 0.5)}" stop-opacity="0.75"/>
    <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="fadeBottom" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${bottom}" stop-opacity="0"/><stop offset="1" stop-color="${bottom}" stop-opacity="0.92"/>
  </linearGradient>
  <linearGradient id="fadeLeft" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(p.bg, p.light ? 0.05 : 0.35)}" stop-opacity="0.95"/>
    <stop offset="0.55" stop-color="${p.bg}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${p.bg}" stop-opacity="0"/>
  </linearGradient>`;
}

export const spot = (cx: number, cy: number, r: number, id = 'spot') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;

export function rings(cx: number, cy: number, r: number, p: Palette, count = 7): string {
  let out = '';
  for (let i = 1; i <= count; i++) {
    const op = (0.7 - i * (0.6 / count)).toFixed(2);
    out += `<circle cx="${cx}" cy="${cy}" r="${(r * i) / count}" fill="none" stroke="${p.accent}" stroke-width="${Math.max(2, r / 90)}" stroke-opacity="${op}"/>`;
  }
  return out + `<circle cx="${cx}" cy="${cy}" r="${r / 3.2}" fill="${p.accent}" fill-opacity="0.85"/>`;
}

/** light beams falling from the rig onto the stage floor */
export function beams(w: number, floorY: number, xs: number[], spread: number): string {
  return xs
    .map((x, i) => {
      const top = w * 0.01;
      const target = w / 2 + (i - (xs.length - 1) / 2) * spread * 0.6;
      return `<polygon points="${x - top},0 ${x + top},0 ${target + spread / 2},${floorY} ${target - spread / 2},${floorY}" fill="url(#beam)"/>`;
    })
    .join('');
}

/** a proscenium arch with folded curtains on both sides */
export function proscenium(w: number, h: number, p: Palette): string {
  const curtain = darken(p.accent, 0.45);
  const fold = darken(p.accent, 0.25);
  let folds = '';
  const n = 5;
  const cw = w * 0.16;
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < n; i++) {
      const x = side === 0 ? (i * cw) / n : w - cw + (i * cw) / n;
      folds += `<rect x="${x}" y="0" width="${cw / n}" height="${h}" fill="${i % 2 ? fold : curtain}"/>`;
    }
  }
  const valance = `<path d="M0 0 H${w} V${h * 0.08} Q${w * 0.75} ${h * 0.13} ${w / 2} ${h * 0.09} Q${w * 0.25} ${h * 0.13} 0 ${h * 0.08} Z" fill="${curtain}"/>`;
  const arch = `<path d="M${w * 0.2} ${h} V${h * 0.34} A${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.8} ${h * 0.34} V${h}" fill="none" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="${w / 120}"/>`;
  return folds + valance + arch;
}

export function geometry(w: number, h: number, p: Palette, r: () => number): string {
  const band = mix(p.bg, p.accent, 0.35);
  let dots = '';
  const step = w / 26;
  for (let y = 0; y < 6; y++)
    for (let x = 0; x < 8; x++)
      if (r() > 0.35)
        dots += `<circle cx="${w * 0.08 + x * step}" cy="${h * 0.1 + y * step}" r="${step / 6}" fill="${p.accent}" fill-opacity="0.55"/>`;
  return `<polygon points="0,${h * 0.72} ${w},${h * 0.28} ${w},${h * 0.44} 0,${h * 0.88}" fill="${band}" fill-opacity="0.55"/>
    <circle cx="${w * 0.68}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.26}" fill="${p.accent}" fill-opacity="0.9"/>
    <circle cx="${w * 0.68}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.34}" fill="none" stroke="${p.accent}" stroke-opacity="0.4" stroke-width="${w / 200}"/>
    <line x1="${w * 0.05}" y1="${h * 0.62}" x2="${w * 0.95}" y2="${h * 0.18}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="${w / 400}"/>${dots}`;
}

/** a performer's silhouette standing on the floor line at x */
export function figure(x: number, floorY: number, height: number, color: string, pose: number): string {
  const head = height * 0.075;
  const shoulderY = floorY - height * 0.82;
  const sw = height * 0.1;
  const hem = height * (0.16 + (pose % 3) * 0.05);
  const body = `<path d="M${x - sw} ${shoulderY} Q${x} ${shoulderY - head * 0.6} ${x + sw} ${shoulderY} L${x + hem} ${floorY} L${x - hem} ${floorY} Z" fill="${color}"/>`;
  const armUp = pose % 2 === 0;
  const arm = armUp
    ? `<path d="M${x + sw * 0.8} ${shoulderY + head * 0.4} L${x + height * 0.28} ${shoulderY - height * 0.22}" stroke="${color}" stroke-width="${height * 0.045}" stroke-linecap="round"/>`
    : `<path d="M${x - sw * 0.8} ${shoulderY + head * 0.4} L${x - height * 0.3} ${shoulderY + height * 0.05}" stroke="${color}" stroke-width="${height * 0.045}" stroke-linecap="round"/>`;
  return `${body}${arm}<circle cx="${x}" cy="${shoulderY - head * 1.2}" r="${head}" fill="${color}"/>`;
}

export function floor(w: number, h: number, floorY: number, p: Palette): string {
  return `<rect x="0" y="${floorY}" width="${w}" height="${h - floorY}" fill="${darken(p.bg, p.light ? 0.12 : 0.5)}"/>
    <ellipse cx="${w / 2}" cy="${floorY + (h - floorY) * 0.3}" rx="${w * 0.42}" ry="${(h - floorY) * 0.45}" fill="url(#glow)"/>`;
}

/** Han characters and CJK punctuation (each about 1em wide) */
const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uff60';
const WIDE = new RegExp(`[${CJK}\u2026\u201c\u201d]`, 'u');
const OPENING = '（“‘「『《〈【';
const CLOSING = '，。、：；！？）”’」』》〉】…';
/**
 * The units a line may break between. Chinese has no spaces: it breaks between characters, each
 * keeping its punctuation (no line starts with a closing mark or ends with an opening one), and a
 * short 《book title》 stays whole. Latin words and number runs ("2026/27") break at spaces.
 */
const BREAKABLE = new RegExp(
  `《[^《》\\s]{1,6}》[${CLOSING}]*|[${OPENING}]*[${CJK}][${CLOSING}]*|[^\\s${CJK}]+[${CLOSING}]*`,
  'gu',
);

type Unit = { text: string; spaceBefore: boolean };

function breakableUnits(text: string): Unit[] {
  return [...text.matchAll(BREAKABLE)].map((m) => ({
    text: m[0],
    spaceBefore: m.index > 0 && /\s/.test(text[m.index - 1]),
  }));
}

const joinUnits = (units: Unit[]) => units.map((u, i) => (i > 0 && u.spaceBefore ? ' ' : '') + u.text).join('');

/** the width of a line in ems: CJK characters are 1em, any other character `charWidth` */
export function textWidth(text: string, charWidth: number): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : charWidth;
  return ems;
}

/** fills lines up to `capacity` ems, one unit after another */
function fillLines(units: Unit[], capacity: number, ems: (s: string) => number): string[] {
  const lines: string[] = [];
  let cur: Unit[] = [];
  for (const unit of units) {
    if (cur.length && ems(joinUnits([...cur, unit])) > capacity) {
      lines.push(joinUnits(cur));
      cur = [unit];
    } else cur.push(unit);
  }
  return [...lines, joinUnits(cur)];
}

/** the layout in at most `maxLines` lines whose longest line is the shortest (no orphaned last word) */
function narrowestLines(units: Unit[], maxLines: number, ems: (s: string) => number): string[] {
  const capacities = new Set<number>();
  for (let i = 0; i < units.length; i++)
    for (let j = i + 1; j <= units.length; j++) capacities.add(ems(joinUnits(units.slice(i, j))));
  for (const capacity of [...capacities].sort((a, b) => a - b)) {
    const lines = fillLines(units, capacity, ems);
    if (lines.length <= maxLines) return lines;
  }
  return [joinUnits(units)];
}

/**
 * Splits a title into at most `maxLines` lines and picks a font size that fits `width`; a further
 * line is only worth it when the text grows by more than 12%.
 */
export function fitTitle(
  text: string,
  width: number,
  maxSize: number,
  maxLines = 3,
  charWidth = 0.7,
): { lines: string[]; size: number } {
  const ems = (s: string) => textWidth(s, charWidth);
  const units = breakableUnits(text);
  let best: { lines: string[]; size: number } = { lines: [text], size: Math.min(maxSize, width / ems(text)) };
  for (let n = 2; n <= Math.min(maxLines, units.length); n++) {
    const lines = narrowestLines(units, n, ems);
    const size = Math.min(maxSize, width / Math.max(...lines.map(ems)));
    if (size > best.size * 1.12) best = { lines, size };
  }
  return best;
}

export type TextOptions = { family?: string; weight?: string; anchor?: string; spacing?: number; lineHeight?: number };

export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: TextOptions = {},
): string {
  const family = opts.family ?? 'DejaVu Serif';
  const lh = opts.lineHeight ?? 1.08;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * lh}" font-family="${family}" font-weight="${opts.weight ?? 'bold'}" font-size="${size.toFixed(1)}" fill="${fill}" text-anchor="${opts.anchor ?? 'start'}" letter-spacing="${opts.spacing ?? 0}">${esc(line)}</text>`,
    )
    .join('');
}
