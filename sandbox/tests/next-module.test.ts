/**
 * The sandbox's `next` module: the preview links its previewer gives editors and `POST
 * /next/draft-url`, which checks them as the module's Simple OAuth generator does (Drupal's HMAC
 * over timestamp, path and resourceVersion; expiry; a 422 with the reason otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { DRAFT_LINK_TTL_SECONDS } from '../content/next-module';
import { call, newSandbox } from './content-helpers';

let sb: Sandbox;
let now = Date.UTC(2026, 2, 1);
beforeAll(async () => {
  sb = await newSandbox({ draftUrl: 'https://theatre.test/api/draft' });
  sb.ctx.now = () => now;
});
afterAll(() => sb?.close());

type Link = { url: string; path: string; timestamp: number; resourceVersion: string };

async function uuidOf(alias: string, lang: 'zh-hans' | 'en') {
  const res = await call(sb, `${lang === 'en' ? '/en' : ''}/jsonapi/alias/resolve?alias=${alias}`);
  return res.body.entity as { uuid: string; id: string };
}

async function draftLink(uuid: string, query = ''): Promise<Link> {
  const res = await call(sb, `/sandbox/content/${uuid}/draft-link${query}`, { preview: true });
  expect(res.status).toBe(200);
  return res.body.data as Link;
}

/** What the site POSTs: the link's own query fields, as JSON. */
const validate = (fields: Record<string, unknown> | string, path = '/next/draft-url') =>
  call(sb, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof fields === 'string' ? fields : JSON.stringify(fields),
  });

const fieldsOf = (link: Link) => Object.fromEntries(new URL(link.url).searchParams);

describe("the next module's preview links", () => {
  it('are made for the translation, with the revision its previewer shows, on the site entity draft URL', async () => {
    const news = await uuidOf('/news/season-2026-27', 'en');
    const link = await draftLink(news.uuid, '?langcode=en');
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://theatre.test/api/draft');
    expect(fieldsOf(link)).toMatchObject({
      path: '/en/news/season-2026-27',
      timestamp: String(Math.floor(now / 1000)),
      plugin: 'simple_oauth',
      locale: 'en',
      defaultLocale: 'zh-hans',
      // a draft is ahead of the published revision: the previewer shows the working copy
      resourceVersion: 'rel:working-copy',
    });
    expect(fieldsOf(link).secret).toMatch(/^[\w-]{43}$/);
    // a node with no draft ahead: its latest version; the default language has no prefix
    const show = await uuidOf('/shows/turandot', 'zh-hans');
    expect(fieldsOf(await draftLink(show.uuid))).toMatchObject({
      path: '/shows/turandot',
      resourceVersion: 'rel:latest-version',
    });
    expect((await call(sb, `/sandbox/content/${show.uuid}/draft-link`)).status).toBe(401);
  });

  it('are valid as made: 200 with the path and how long links last', async () => {
    const news = await uuidOf('/news/season-2026-27', 'en');
    const link = await draftLink(news.uuid, '?langcode=en');
    const answer = await validate(fieldsOf(link));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ path: '/en/news/season-2026-27', maxAge: DRAFT_LINK_TTL_SECONDS });
    expect((await validate(fieldsOf(link), '/next/preview-url')).status).toBe(200);
  });

  it('are refused (422, saying why) when changed in any signed field, expired, or incomplete', async () => {
    const news = await uuidOf('/news/season-2026-27', 'en');
    const fields = fieldsOf(await draftLink(news.uuid, '?langcode=en'));
    const refused = async (changed: Record<string, unknown> | string) => {
      const answer = await validate(changed);
      expect(answer.status).toBe(422);
      return (answer.body as { message: string }).message;
    };
    expect(await refused({ ...fields, path: '/en/news/another' })).toBe('The provided secret is invalid.');
    expect(await refused({ ...fields, resourceVersion: 'id:1' })).toBe('The provided secret is invalid.');
    // one character changed, always to another: replacing the last with 'A' left one link in 16 as
    // it was (a 32-byte HMAC's last base64url character is one of 16, 'A' among them)
    const otherFirst = fields.secret.startsWith('A') ? 'B' : 'A';
    expect(await refused({ ...fields, secret: `${otherFirst}${fields.secret.slice(1)}` })).toBe(
      'The provided secret is invalid.',
    );
    expect(await refused({ ...fields, timestamp: String(Number(fields.timestamp) - 1) })).toBe(
      'The provided secret is invalid.',
    );
    expect(await refused({ ...fields, secret: undefined })).toBe("Field 'secret' is missing");
    expect(await refused({ ...fields, path: undefined })).toBe("Field 'path' is missing");
    expect(await refused('not json')).toBe("Field 'path' is missing");

    const old = fieldsOf(
      await draftLink(news.uuid, `?langcode=en&timestamp=${Math.floor(now / 1000) - DRAFT_LINK_TTL_SECONDS - 1}`),
    );
    expect(await refused(old)).toBe('The provided secret has expired.');
    // the same link, while it lasts
    now += 1000;
    expect((await validate(fields)).status).toBe(200);
    now += DRAFT_LINK_TTL_SECONDS * 1000;
    expect(await refused(fields)).toBe('The provided secret has expired.');
    expect((await call(sb, '/next/draft-url')).status).toBe(405);
  });

  it('are signed with a key of this database: a link of another sandbox is refused', async () => {
    const other = await newSandbox({ draftUrl: 'https://theatre.test/api/draft' });
    other.ctx.now = () => now;
    try {
      const news = await uuidOf('/news/season-2026-27', 'en');
      const foreign = await other.fetch(
        new Request(`http://localhost/sandbox/content/${news.uuid}/draft-link?langcode=en`, {
          headers: { authorization: 'Bearer test-preview-token' },
        }),
      );
      const link = ((await foreign.json()) as { data: Link }).data;
      const own = await draftLink(news.uuid, '?langcode=en');
      expect(fieldsOf(link)).toEqual({ ...fieldsOf(own), secret: expect.any(String) });
      expect(fieldsOf(link).secret).not.toBe(fieldsOf(own).secret);
      expect((await validate(fieldsOf(link))).status).toBe(422);
    } finally {
      other.close();
    }
  });

  it("are what the module's iframe previewer frames on a node's admin page, for editors; anyone else gets the live page", async () => {
    const news = await uuidOf('/news/season-2026-27', 'en');
    const src = (html: string) => /<iframe[^>]* src="([^"]+)"/.exec(html)?.[1].replaceAll('&#38;', '&') ?? '';
    const latest = await call(sb, `/en/node/${news.id}/latest`, { preview: true });
    expect(latest.type).toContain('text/html');
    expect(Object.fromEntries(new URL(src(latest.body)).searchParams)).toMatchObject({
      path: '/en/news/season-2026-27',
      resourceVersion: 'rel:working-copy',
    });
    const page = await call(sb, `/en/node/${news.id}`, { preview: true });
    expect(new URL(src(page.body)).searchParams.get('resourceVersion')).toBe('rel:latest-version');
    expect((await validate(Object.fromEntries(new URL(src(latest.body)).searchParams))).status).toBe(200);

    const visitor = await call(sb, `/en/node/${news.id}`);
    expect(src(visitor.body)).toBe('https://theatre.test/en/news/season-2026-27');
    expect((await call(sb, `/en/node/${news.id}/latest`)).status).toBe(403);
    // an unpublished node has no live page
    const hidden = (await call(sb, '/jsonapi/alias/resolve?alias=/news/summer-open-day', { preview: true })).body
      .entity;
    expect((await call(sb, `/node/${hidden.id}`)).status).toBe(403);
    expect((await call(sb, `/node/${hidden.id}`, { preview: true })).status).toBe(200);
  });
});
