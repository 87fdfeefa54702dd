import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { newSandbox } from './content-helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await newSandbox();
});
afterAll(() => sb?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await sb.fetch(new Request(`http://localhost${path}`, { headers }));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const POSTER = '/sites/default/files/posters/turandot.jpg';

describe('image service', () => {
  it('crops to the show card size and negotiates webp or jpeg', async () => {
    const url = `/image?op=scale_and_crop&url=${encodeURIComponent(POSTER)}&width=282&height=362`;
    const webp = await get(url, { accept: 'image/avif,image/webp,*/*' });
    expect(webp.res.status).toBe(200);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.res.headers.get('vary')).toBe('Accept');
    const etag = webp.res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 282, height: 362 });

    const jpeg = await get(url, { accept: 'image/jpeg' });
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.res.headers.get('etag')).not.toBe(etag);
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 282, height: 362 });

    const again = await get(url, { accept: 'image/webp', 'if-none-match': etag });
    expect(again.res.status).toBe(304);
  });

  it('scales keeping the ratio, crops, and keeps png for png sources', async () => {
    const scaled = await get(
      `/image?op=scale&url=${encodeURIComponent('http://cms.example/sites/default/files/news/season-2026-27.jpg')}&width=600`,
    );
    expect(await sharp(scaled.bytes).metadata()).toMatchObject({ width: 600, height: 338 });
    const cropped = await get(`/image?op=crop&url=${encodeURIComponent(POSTER)}&width=400&height=300`);
    expect(await sharp(cropped.bytes).metadata()).toMatchObject({ width: 400, height: 300 });
    const logo = await get(
      '/image?op=scale_and_crop&url=/sites/default/files/sponsors/bayview-bank.png&width=110&height=94',
    );
    expect(logo.res.headers.get('content-type')).toBe('image/png');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: 'png', width: 110, height: 94 });
  });

  it('rejects bad input', async () => {
    const bad = [
      '/image?op=scale_and_crop&width=10&height=10',
      `/image?op=rotate&url=${POSTER}&width=10&height=10`,
      '/image?op=scale_and_crop&url=https://example.com/cat.jpg&width=10&height=10',
      '/image?op=scale_and_crop&url=/etc/passwd&width=10&height=10',
      '/image?op=scale_and_crop&url=/sites/default/files/../../etc/passwd&width=10&height=10',
      `/image?op=scale_and_crop&url=${POSTER}&width=5000&height=10`,
      `/image?op=scale_and_crop&url=${POSTER}&width=0&height=10`,
      `/image?op=scale_and_crop&url=${POSTER}&width=abc&height=10`,
      `/image?op=scale_and_crop&url=${POSTER}&width=100`,
      `/image?op=scale&url=${POSTER}`,
    ];
    for (const u of bad) expect((await get(u)).res.status, u).toBe(400);
    expect((await get('/image?op=scale&url=/sites/default/files/posters/nope.jpg&width=10')).res.status).toBe(404);
    expect(
      (await get('/image?op=scale&url=/sites/default/files/documents/points-redemption-rules.pdf&width=10')).res.status,
    ).toBe(404);
  });
});

describe('files', () => {
  it('serves generated posters, QR codes, PDFs and an mp4', async () => {
    const poster = await get(POSTER);
    expect(poster.res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ width: 1200, height: 1600 });
    const qr = await get('/sites/default/files/social/wechat-qr.png');
    expect(await sharp(qr.bytes).metadata()).toMatchObject({ format: 'png', width: 360, height: 360 });
    const pdf = await get('/sites/default/files/documents/points-redemption-rules.pdf');
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString().trimEnd().endsWith('%%EOF')).toBe(true);
    const mp4 = await get('/sites/default/files/videos/online-course.mp4');
    expect(mp4.res.headers.get('content-type')).toBe('video/mp4');
    expect(mp4.bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4.bytes.includes(Buffer.from('avcC'))).toBe(true);
    expect((await get('/sites/default/files/nope.jpg')).res.status).toBe(404);
  });

  it("gives a video's real size in its file entity, as Drupal does", async () => {
    const res = await sb.fetch(new Request('http://localhost/jsonapi/file/file?filter[filename]=online-course.mp4'));
    const body = (await res.json()) as { data: { attributes: { filemime: string; filesize: number } }[] };
    expect(body.data).toHaveLength(1);
    const mp4 = await get('/sites/default/files/videos/online-course.mp4');
    expect(body.data[0].attributes).toMatchObject({ filemime: 'video/mp4', filesize: mp4.bytes.length });
  });

  it('has a file behind every file url the content points to', async () => {
    const seen: string[] = [];
    let next: string | undefined = '/jsonapi/file/file?page[limit]=50';
    while (next) {
      const res = await sb.fetch(new Request(`http://localhost${next}`));
      const body = (await res.json()) as {
        data: { attributes: { uri: { url: string } } }[];
        links: { next?: { href: string } };
      };
      seen.push(...body.data.map((f) => f.attributes.uri.url));
      next = body.links.next
        ? new URL(body.links.next.href).pathname + new URL(body.links.next.href).search
        : undefined;
    }
    expect(seen.length).toBeGreaterThan(100);
    for (const url of seen.filter((_, i) => i % 25 === 0)) expect((await get(url)).res.status, url).toBe(200);
  });
});
