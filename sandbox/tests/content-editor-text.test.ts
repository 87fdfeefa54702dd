import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { call, doc, newSandbox } from './content-helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await newSandbox();
});
afterAll(() => sb.close());

const post = (uuid: string, body: unknown) =>
  call(sb, `/sandbox/content/${uuid}`, {
    method: 'POST',
    preview: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('editor endpoint: rich text', () => {
  it('saves new HTML into a formatted-text field, unfiltered like Full HTML', async () => {
    const news = (await doc(sb, '/en/jsonapi/node/news?filter[status]=1&page[limit]=1')).data[0];
    const html = '<p>Edited</p><img src=x onerror="alert(1)">';
    const saved = await post(news.id, { langcode: 'en', text: { field_news_content: html } });
    expect(saved.status).toBe(200);
    const after = await doc(sb, `/en/jsonapi/node/news/${news.id}`);
    expect(after.data.attributes.field_news_content).toEqual({ value: html, format: 'full_html', processed: html });
    expect(after.data.attributes.title).toBe(news.attributes.title);
  });

  it('refuses fields that are not formatted text, and text that is not a map of strings', async () => {
    const news = (await doc(sb, '/en/jsonapi/node/news?filter[status]=1&page[limit]=1')).data[0];
    expect((await post(news.id, { text: { title: '<b>x</b>' } })).status).toBe(400);
    expect((await post(news.id, { text: { field_news_content: 1 } })).status).toBe(400);
    expect((await post(news.id, { text: ['<p>x</p>'] })).status).toBe(400);
  });
});
