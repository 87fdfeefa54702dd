/** The bytes of a registered seed file: drawn (image), written (PDF) or built (MP4) on first use. */
import type { SandboxContext } from '../context';
import { cached, cacheKey } from './cache';
import { renderImage } from './generate';
import { makeMp4 } from './mp4';
import { makePdf } from './pdf';
import type { FileEntry } from './registry';
import { join } from 'node:path';

/** bump when the drawings change, so cached files are redrawn */
export const GENERATOR_VERSION = 4;

export function fileKey(entry: FileEntry): string {
  return cacheKey(GENERATOR_VERSION, entry.recipe);
}

export function fileBytes(ctx: SandboxContext, entry: FileEntry): Promise<Buffer> {
  return cached(join(ctx.config.dataDir, 'generated'), fileKey(entry), async () => {
    const r = entry.recipe;
    if (r.kind === 'image') return renderImage(r.image);
    if (r.kind === 'pdf') return makePdf(r.title, r.lines);
    return makeMp4(r.palette, r.seed);
  });
}
