/**
 * The editors' flow the site's preview and revalidation rely on: draft revisions seen only with the
 * preview token, edit title, publish, unpublish and delete through the editor endpoint, each
 * telling the site's webhook what changed as Drupal's `next` module does (its cache-tag
 * revalidator: `GET ?tags=node:<nid>,node_list,node_list:<bundle>&secret=`); metatags follow the edits.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { call, doc, newSandbox } from './content-helpers';

/** One call of the site's webhook, as the site would read it. */
type Hook = { method: string; secret: string | null; tags: string[]; path: string | null };

let sb: Sandbox;
let server: ReturnType<typeof createServer>;
const received: Hook[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.test');
    received.push({
      method: req.method ?? '',
      secret: url.searchParams.get('secret'),
      tags: url.searchParams.get('tags')?.split(',') ?? [],
      path: url.searchParams.get('path'),
    });
    req.resume();
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  sb = await newSandbox({ revalidateUrl: `http://127.0.0.1:${port}/api/revalidate`, revalidateSecret: 'hook-secret' });
});
afterAll(() => {
  sb?.close();
  server?.close();
});

async function nextHook(count: number): Promise<Hook> {
  for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(received.length).toBe(count);
  return received[count - 1];
}

const edit = (uuid: string, body: unknown) =>
  call(sb, `/sandbox/content/${uuid}`, {
    method: 'POST',
    preview: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function resolve(alias: string, lang: 'zh-hans' | 'en' = 'zh-hans', preview = false) {
  return call(sb, `${lang === 'en' ? '/en' : ''}/jsonapi/alias/resolve?alias=${encodeURIComponent(alias)}`, {
    preview,
  });
}

describe('editor flow', () => {
  it('edits a published title: the node, its list and its metatags change, and the webhook names node, bundle and alias', async () => {
    const news = (await resolve('/news/season-2026-27', 'en')).body.entity;
    const before = received.length;
    const res = await edit(news.uuid, { langcode: 'en', title: 'Season 2026/27 (edited)' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      uuid: news.uuid,
      bundle: 'news',
      title: 'Season 2026/27 (edited)',
      status: true,
    });
    expect((await doc(sb, `/en/jsonapi/node/news/${news.uuid}`)).data.attributes.title).toBe('Season 2026/27 (edited)');
    const list = await doc(
      sb,
      '/en/jsonapi/node/news?filter[status]=1&filter[langcode]=en&sort=-created&page[limit]=50',
    );
    expect(list.data.find((n: { id: string }) => n.id === news.uuid).attributes.title).toBe('Season 2026/27 (edited)');
    const tags = (await call(sb, `/en/jsonapi/metatag?entity_type=node&id=${news.uuid}&langcode=en`)).body as {
      attributes: Record<string, string>;
    }[];
    expect(tags.find((t) => t.attributes.property === 'og:title')?.attributes.content).toBe('Season 2026/27 (edited)');
    const hook = await nextHook(before + 1);
    expect(hook).toEqual({
      method: 'GET',
      secret: 'hook-secret',
      tags: [`node:${news.id}`, 'node_list', 'node_list:news'],
      path: null,
    });
  });

  it('keeps a draft edit out of sight until published, and does not call the webhook for it', async () => {
    const show = (await resolve('/shows/turandot', 'en')).body.entity;
    const before = received.length;
    expect((await edit(show.uuid, { langcode: 'en', title: 'Turandot (draft)', draft: true })).status).toBe(200);
    expect((await doc(sb, `/en/jsonapi/node/project/${show.uuid}`)).data.attributes.title).not.toBe('Turandot (draft)');
    const latest = `/en/jsonapi/node/project/${show.uuid}?resourceVersion=rel:working-copy`;
    expect((await call(sb, latest)).status).toBe(403);
    expect((await doc(sb, latest, true)).data.attributes.title).toBe('Turandot (draft)');
    // the "latest version" is the default revision: the published title, for anyone
    const published = `/en/jsonapi/node/project/${show.uuid}?resourceVersion=rel:latest-version`;
    expect((await doc(sb, published)).data.attributes.title).not.toBe('Turandot (draft)');
    await new Promise((r) => setTimeout(r, 100));
    expect(received.length).toBe(before);
  });

  it('unpublishes and republishes: hidden (403) from visitors, visible to previews, webhook each time', async () => {
    const show = (await resolve('/shows/breath')).body.entity;
    const before = received.length;
    expect((await edit(show.uuid, { status: false })).body.data.status).toBe(false);
    expect((await resolve('/shows/breath')).status).toBe(403);
    expect((await resolve('/shows/breath', 'zh-hans', true)).status).toBe(200);
    expect((await call(sb, `/jsonapi/metatag?entity_type=node&id=${show.uuid}&langcode=zh-hans`)).status).toBe(403);
    const list = await doc(sb, '/jsonapi/node/project?filter[status]=1&filter[langcode]=zh-hans&page[limit]=50');
    expect(list.data.some((n: { id: string }) => n.id === show.uuid)).toBe(false);
    const hidden = await nextHook(before + 1);
    expect(hidden.tags).toEqual([`node:${show.id}`, 'node_list', 'node_list:project']);

    expect((await edit(show.uuid, { status: true })).body.data.status).toBe(true);
    expect((await resolve('/shows/breath')).status).toBe(200);
    expect((await nextHook(before + 2)).tags).toContain(`node:${show.id}`);
  });

  it('deletes a node: gone (404) everywhere, references become "missing", webhook told', async () => {
    const homeNews = () =>
      doc(sb, '/jsonapi/node/homepage/zh-hans').then(
        (d) => d.data.relationships.field_home_news.data as { id: string }[],
      );
    const target = (await homeNews())[0].id;
    const { path, drupal_internal__nid: nid } = (await doc(sb, `/jsonapi/node/news/${target}`)).data.attributes;
    const alias = path.alias as string;
    const before = received.length;
    expect((await call(sb, `/sandbox/content/${target}`, { method: 'DELETE' })).status).toBe(401);
    const res = await call(sb, `/sandbox/content/${target}`, { method: 'DELETE', preview: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: target, bundle: 'news', deleted: true });
    expect((await call(sb, `/jsonapi/node/news/${target}`, { preview: true })).status).toBe(404);
    expect((await resolve(alias, 'zh-hans', true)).status).toBe(404);
    const hook = await nextHook(before + 1);
    expect(hook.tags).toEqual([`node:${nid}`, 'node_list', 'node_list:news']);
    const after = await homeNews();
    expect(after.some((r) => r.id === target)).toBe(false);
    expect(after[0].id).toBe('missing');
    expect((await call(sb, `/sandbox/content/${target}`, { method: 'DELETE', preview: true })).status).toBe(404);
  });

  it("with the module's path revalidator: one call per saved translation, by its URL (language prefix, alias or /node/N)", async () => {
    const show = (await resolve('/shows/turandot', 'en')).body.entity;
    let before = received.length;
    expect((await edit(show.uuid, { langcode: 'en', title: 'Turandot (by path)', revalidator: 'path' })).status).toBe(
      200,
    );
    expect(await nextHook(before + 1)).toEqual({
      method: 'GET',
      secret: 'hook-secret',
      tags: [],
      path: '/en/shows/turandot',
    });
    before = received.length;
    expect((await edit(show.uuid, { langcode: 'zh-hans', status: false, revalidator: 'path' })).status).toBe(200);
    expect((await nextHook(before + 1)).path).toBe('/shows/turandot');
    before = received.length;
    expect((await edit(show.uuid, { langcode: 'zh-hans', status: true, revalidator: 'path' })).status).toBe(200);
    await nextHook(before + 1);
    // a translation without an alias is /node/N, prefixed in English
    const panel = (await doc(sb, '/en/jsonapi/node/user_panel')).data[0];
    expect(panel.attributes.path.alias).toBeNull();
    before = received.length;
    expect((await edit(panel.id, { langcode: 'en', title: 'Benefits', revalidator: 'path' })).status).toBe(200);
    expect((await nextHook(before + 1)).path).toBe(`/en/node/${panel.attributes.drupal_internal__nid}`);
  });

  it('with no revalidator (revalidator: none), a change calls nothing', async () => {
    const news = (await resolve('/news/turandot-meet-the-team', 'en')).body.entity;
    const before = received.length;
    expect((await edit(news.uuid, { langcode: 'en', title: 'Quietly edited', revalidator: 'none' })).status).toBe(200);
    expect((await doc(sb, `/en/jsonapi/node/news/${news.uuid}`)).data.attributes.title).toBe('Quietly edited');
    expect((await edit(news.uuid, { revalidator: 'sometimes' })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.length).toBe(before);
  });
});
