/**
 * GET /image?op=scale_and_crop|scale|crop&url=&width=&height=  (the site's resize/crop service)
 * GET /sites/default/files/...                                  (the files the content points to)
 */
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import { join } from 'node:path';
import type { SandboxContext } from '../context';
import { cached, cacheKey } from './cache';
import { fileBytes, fileKey } from './files';
import { FILES_PREFIX, findFile, localFilePath } from './registry';

export const MAX_SIZE = 4000;
const OPS = ['scale_and_crop', 'scale', 'crop'] as const;
type Op = (typeof OPS)[number];

function problem(c: Context, status: 400 | 404, detail: string) {
  return c.json(
    { errors: [{ status: String(status), title: status === 400 ? 'Bad Request' : 'Not Found', detail }] },
    status,
  );
}

function parseSize(v: string | undefined): number | null | 'bad' {
  if (v === undefined || v === '') return null;
  if (!/^\d+$/.test(v)) return 'bad';
  const n = Number(v);
  return n >= 1 && n <= MAX_SIZE ? n : 'bad';
}

function notModified(c: Context, etag: string): boolean {
  const inm = c.req.header('if-none-match');
  return !!inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`);
}

export function imageRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.get('/sites/default/files/*', async (c) => {
    const path = localFilePath(new URL(c.req.url).pathname);
    const entry = path ? findFile(ctx, path) : undefined;
    if (!entry) return problem(c, 404, `No file at ${new URL(c.req.url).pathname}`);
    const etag = `"${fileKey(entry).slice(0, 20)}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400' };
    if (notModified(c, etag)) return c.body(null, 304, headers);
    const bytes = await fileBytes(ctx, entry);
    const filename = entry.path.split('/').pop() ?? 'file';
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'Content-Type': entry.mime,
      'Content-Length': String(bytes.length),
      ...(entry.mime === 'application/pdf' ? { 'Content-Disposition': `inline; filename="${filename}"` } : {}),
      'Accept-Ranges': 'none',
    });
  });

  app.get('/image', async (c) => {
    const q = c.req.query();
    const op = (q.op ?? 'scale_and_crop') as Op;
    if (!OPS.includes(op)) return problem(c, 400, `Unknown op "${q.op}": use ${OPS.join(', ')}.`);
    if (!q.url) return problem(c, 400, 'The url parameter is required.');
    const path = localFilePath(q.url);
    if (!path) return problem(c, 400, `Not a local file url: ${q.url}. Use ${FILES_PREFIX}...`);
    const width = parseSize(q.width);
    const height = parseSize(q.height);
    if (width === 'bad' || height === 'bad')
      return problem(c, 400, `width and height must be whole numbers from 1 to ${MAX_SIZE}.`);
    if (op !== 'scale' && (width === null || height === null))
      return problem(c, 400, `${op} needs both width and height.`);
    if (width === null && height === null) return problem(c, 400, 'scale needs a width or a height.');
    const entry = findFile(ctx, path);
    if (!entry || !entry.mime.startsWith('image/')) return problem(c, 404, `No image at ${FILES_PREFIX}${path}`);

    const accept = c.req.header('accept') ?? '';
    const format: 'webp' | 'png' | 'jpeg' = /image\/webp/i.test(accept)
      ? 'webp'
      : entry.mime === 'image/png'
        ? 'png'
        : 'jpeg';
    const key = cacheKey('derivative', fileKey(entry), op, width, height, format);
    const etag = `"${key.slice(0, 24)}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
    };
    if (notModified(c, etag)) return c.body(null, 304, headers);

    const bytes = await cached(join(ctx.config.dataDir, 'derivatives'), key, async () => {
      const source = await fileBytes(ctx, entry);
      let img = sharp(source);
      if (op === 'scale_and_crop') img = img.resize(width!, height!, { fit: 'cover', position: 'centre' });
      else if (op === 'scale')
        img = img.resize(width ?? undefined, height ?? undefined, { fit: 'inside', withoutEnlargement: true });
      else {
        const meta = await sharp(source).metadata();
        const w = Math.min(width!, meta.width ?? width!);
        const h = Math.min(height!, meta.height ?? height!);
        img = img.extract({
          left: Math.floor(((meta.width ?? w) - w) / 2),
          top: Math.floor(((meta.height ?? h) - h) / 2),
          width: w,
          height: h,
        });
      }
      if (format === 'webp') img = img.webp({ quality: 80 });
      else if (format === 'png') img = img.png();
      else img = img.jpeg({ quality: 82, mozjpeg: true });
      return img.toBuffer();
    });
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'Content-Type': `image/${format}`,
      'Content-Length': String(bytes.length),
    });
  });

  return app;
}
