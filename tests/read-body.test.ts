// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBodyCapped } from '@/lib/platform/http/read-body';

/** The one capped reader of request bodies (the relay, the ticketing routes, the webhook, the draft exit). */
describe('readBodyCapped', () => {
  it('a POST without a body reads as empty at once (it waited forever on a stream that never ends)', async () => {
    expect(await readBodyCapped(new Request('http://site.test/x', { method: 'POST' }), 10)).toEqual(Buffer.alloc(0));
  });

  it('a body within the limit whole, one past it refused, with or without a Content-Length', async () => {
    const post = (body: BodyInit) => new Request('http://site.test/x', { method: 'POST', body });
    expect((await readBodyCapped(post('0123456789'), 10))?.toString()).toBe('0123456789');
    expect(await readBodyCapped(post('0123456789A'), 10)).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(4));
        controller.close();
      },
    });
    const chunked = new Request('http://site.test/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await readBodyCapped(chunked, 10)).toBeNull();
  });
});
