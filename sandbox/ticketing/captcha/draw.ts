/** Draws a captcha code as a noisy PNG image. */
import { randomInt } from 'node:crypto';
import { glyph, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';
import { createRaster, encodePng, setPixel } from './png';

type Rgb = [number, number, number];

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 3;

const inkColours: Rgb[] = [
  [35, 45, 110],
  [120, 30, 40],
  [20, 90, 60],
  [90, 40, 110],
  [40, 40, 40],
];

function randomColour(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** The code drawn in a 120x40 PNG with jittered glyphs, noise lines and speckles. */
export function drawCaptcha(code: string): Buffer {
  const img = createRaster(WIDTH, HEIGHT, [242, 238, 228]);
  // background speckles
  for (let i = 0; i < 260; i++) setPixel(img, randomInt(WIDTH), randomInt(HEIGHT), randomColour(170, 230));
  const chars = [...code].slice(0, 8);
  const step = Math.floor((WIDTH - 12) / Math.max(chars.length, 1));
  chars.forEach((ch, i) => {
    const rows = glyph(ch);
    const colour = inkColours[randomInt(inkColours.length)];
    const x0 = 6 + i * step + randomInt(0, Math.max(1, step - GLYPH_WIDTH * SCALE));
    const y0 = randomInt(3, HEIGHT - GLYPH_HEIGHT * SCALE - 2);
    const slant = (randomInt(-3, 4) / 10) * SCALE; // pixels of shear per glyph row
    rows.forEach((row, gy) => {
      row.forEach((on, gx) => {
        if (!on) return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++)
            setPixel(img, x0 + gx * SCALE + dx + (GLYPH_HEIGHT - gy) * slant * 0.3, y0 + gy * SCALE + dy, colour);
      });
    });
  });
  // noise lines across the text
  for (let l = 0; l < 3; l++) {
    const colour = randomColour(60, 160);
    const ya = randomInt(HEIGHT);
    const yb = randomInt(HEIGHT);
    for (let x = 0; x < WIDTH; x++) setPixel(img, x, ya + ((yb - ya) * x) / WIDTH, colour);
  }
  for (let i = 0; i < 60; i++) setPixel(img, randomInt(WIDTH), randomInt(HEIGHT), randomColour(40, 140));
  return encodePng(img);
}
