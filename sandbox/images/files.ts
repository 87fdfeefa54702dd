/** The bytes of a registered seed file: drawn (image) or written (PDF) on first use, or the committed clip (video). */
import type { SandboxContext } from '../context';
import { cached, cacheKey } from './cache';
import { clipBytes } from './clip';
import { renderImage } from './generate';
import { drawnLettering } from './lettering';
import { makePdf } from './pdf';
import type { FileEntry } from './registry';
import { join } from 'node:path';

/** bump when the drawings change, so cached files are redrawn */
export const GENERATOR_VERSION = 10;

/**
 * Names the bytes of a file in the caches (generated files, derivatives) and its ETag. An image
 * key holds the lettering actually drawn, so a Chinese image drawn without words (no CJK font) is
 * redrawn, under a new key and ETag, once a CJK font is installed, and the other way round.
 */
export function fileKey(entry: FileEntry): string {
  const r = entry.recipe;
  return cacheKey(GENERATOR_VERSION, r, r.kind === 'image' ? drawnLettering(r.image) : null);
}

export function fileBytes(ctx: SandboxContext, entry: FileEntry): Promise<Buffer> {
  const r = entry.recipe;
  if (r.kind === 'video') return Promise.resolve(clipBytes());
  return cached(join(ctx.config.dataDir, 'generated'), fileKey(entry), async () =>
    r.kind === 'image' ? renderImage(r.image) : makePdf(r.title, r.lines),
  );
}
