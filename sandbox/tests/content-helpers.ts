import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../app';

/** generated images are cached here across test runs */
export const TEST_DATA_DIR = join(tmpdir(), 'theatre-sandbox-test-cache');
export const PREVIEW = 'test-preview-token';

export function newSandbox(config: Record<string, unknown> = {}): Promise<Sandbox> {
  return createSandbox({
    config: { dataDir: TEST_DATA_DIR, previewToken: PREVIEW, revalidateUrl: undefined, ...config },
  });
}

export type Doc = {
  data: any;
  included?: any[];
  links: Record<string, { href: string }>;
  meta?: any;
  errors?: { status: string; title: string; detail: string }[];
};

export async function call(sb: Sandbox, path: string, init: RequestInit & { preview?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.preview) headers.set('authorization', `Bearer ${PREVIEW}`);
  const res = await sb.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', body, headers: res.headers };
}

/** GET a JSON:API document and check the status and media type */
export async function doc(sb: Sandbox, path: string, preview = false): Promise<Doc> {
  const r = await call(sb, path, { preview });
  if (r.status !== 200) throw new Error(`GET ${path} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  if (!r.type.startsWith('application/vnd.api+json')) throw new Error(`GET ${path} -> ${r.type}`);
  return r.body as Doc;
}

/** the path and query of an absolute link */
export const rel = (href: string) => {
  const u = new URL(href);
  return `${u.pathname}${u.search}`;
};
