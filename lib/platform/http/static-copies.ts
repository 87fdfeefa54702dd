import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { COPY_ENCODINGS, makeCopies, type Copies } from '../cache/compressed-copies.mjs';
import { preferredEncoding } from './accept-encoding';

/**
 * The build's scripts and stylesheets (`/_next/static/`, named by their content, never changed), sent
 * as gzip or Brotli copies made once per process instead of gzipped again on every request, which
 * is what Next's static serving does with the compression middleware: 20 requests a page view.
 * Brotli also makes them about a fifth smaller than gzip (a page's 200 kB of scripts is most of
 * what a phone on slow 4G loads before the page paints: Lighthouse's LCP counts it).
 *
 * A file's copies are made in the background on its first request, which Next still answers; from
 * then on this answers it. Only files of this build are considered (listed once), so no request
 * can grow the copies beyond the build's own files. Ranges, conditional requests (Next answers 304s),
 * HEAD and clients that take neither encoding are left to Next.
 */

const PREFIX = '/_next/static/';
/** The compressible files Next writes there, with the Content-Type Next serves them with. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function filesUnder(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/** The static copies of the build whose `static` folder is `dir`: `answer` sends one when it can. */
export function staticCopies(dir: string) {
  const ready = new Map<string, Copies>();
  const started = new Set<string>();
  let known: Promise<Set<string>> | undefined;

  const prepare = (path: string) => {
    known ??= filesUnder(dir);
    void known.then(async (files) => {
      if (!files.has(path) || started.has(path)) return;
      started.add(path);
      const bytes = await readFile(join(dir, ...path.split('/'))).catch(() => undefined);
      const copies = await makeCopies(bytes, { later: true }).catch(() => undefined);
      if (copies) ready.set(path, copies);
    });
  };

  /** Answers the request with a copy and returns true, or returns false (Next answers it). */
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(PREFIX)) return false;
    const path = url.slice(PREFIX.length).split('?')[0];
    const type = TYPES[extname(path)];
    if (!type) return false;
    const copies = ready.get(path);
    if (!copies) {
      prepare(path);
      return false;
    }
    const { headers } = req;
    if (headers.range || headers['if-none-match'] || headers['if-modified-since']) return false;
    const encoding = preferredEncoding(headers['accept-encoding'], COPY_ENCODINGS);
    if (!encoding) return false;
    const body = copies[encoding];
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': IMMUTABLE,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(body);
    return true;
  };

  return { answer, ready };
}
