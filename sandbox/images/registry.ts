import type { SandboxContext } from '../context';

/** How a seed image is drawn (see generate.ts); the same recipe always gives the same picture. */
export type ImageKind = 'poster' | 'banner' | 'photo' | 'logo' | 'ad' | 'qr' | 'icon' | 'festival-bg' | 'festival-logo';

export type ImageRecipe = {
  kind: ImageKind;
  width: number;
  height: number;
  /** [background, accent] */
  palette: [string, string];
  title?: string;
  subtitle?: string;
  /** a small line of text (kicker, venue, date) */
  caption?: string;
  /** picks the variant of the composition */
  seed: string;
  format: 'jpeg' | 'png';
  /** the language of the words drawn on the image (default 'en'); 'none' draws the art alone */
  lettering?: Lettering;
};

export type Lettering = 'en' | 'zh-hans' | 'none';

export type FileRecipe =
  { kind: 'image'; image: ImageRecipe } | { kind: 'pdf'; title: string; lines: string[] } | { kind: 'video' };

export type FileEntry = {
  /** path under /sites/default/files/, e.g. "posters/turandot.jpg" */
  path: string;
  mime: string;
  recipe: FileRecipe;
};

export const FILES_PREFIX = '/sites/default/files/';

export const imageSchema = `
CREATE TABLE IF NOT EXISTS image_file (
  path TEXT PRIMARY KEY,
  mime TEXT NOT NULL,
  recipe TEXT NOT NULL
);`;

/** Records files the content seed refers to; they are drawn on first request (see store.ts). */
export function registerFiles(ctx: SandboxContext, entries: FileEntry[]): void {
  const insert = ctx.db.prepare(
    'INSERT INTO image_file (path, mime, recipe) VALUES (?, ?, ?) ON CONFLICT(path) DO UPDATE SET mime = excluded.mime, recipe = excluded.recipe',
  );
  ctx.db.transaction(() => {
    for (const e of entries) insert.run(e.path, e.mime, JSON.stringify(e.recipe));
  })();
}

export function findFile(ctx: SandboxContext, path: string): FileEntry | undefined {
  const row = ctx.db.prepare('SELECT path, mime, recipe FROM image_file WHERE path = ?').get(path) as
    { path: string; mime: string; recipe: string } | undefined;
  return row && { path: row.path, mime: row.mime, recipe: JSON.parse(row.recipe) as FileRecipe };
}

/**
 * Turns a file reference (root-relative "/sites/default/files/x.jpg", an absolute URL with that
 * path, or "public://x.jpg") into the path under the files directory; undefined if it is not one.
 */
export function localFilePath(ref: string): string | undefined {
  let path: string;
  if (ref.startsWith('public://')) path = ref.slice('public://'.length);
  else {
    let pathname: string;
    try {
      const url = new URL(ref, 'http://sandbox.local');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(FILES_PREFIX)) return undefined;
    path = pathname.slice(FILES_PREFIX.length);
  }
  if (!path || path.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return undefined;
  if (!/^[\w\-./]+$/.test(path)) return undefined;
  return path;
}
