import { expect, test } from '../fixtures';
import { setFault } from '../support';

/**
 * The backend proxy with a backend slower than the site waits (the sandbox's 'slow' fault answers
 * after 30 s): the browser gets a JSON:API 504 once the site's own timeout for that backend has
 * passed (CMS_TIMEOUT_MS for content, the ticketing timeout for the payment page under /jsonapi/damai), not a plain-text
 * 500 half a minute later.
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { content: null, ticketing: null });
});

type Errors = { errors: { status: string; title: string }[] };

for (const [backend, path] of [
  ['content', '/jsonapi/node/news?page[limit]=1'],
  ['content', '/en/jsonapi/node/news?page[limit]=1'],
  ['ticketing', '/jsonapi/damai/maipay/pay/no-such-order'],
] as const) {
  test(`a ${backend} backend that does not answer: ${path} gives a JSON:API 504 before the backend would have answered`, async ({
    request,
  }) => {
    await setFault(request, { [backend]: 'slow' });
    const res = await request.get(path, { timeout: 25_000 });
    expect(res.status()).toBe(504);
    expect(res.headers()['content-type']).toBe('application/vnd.api+json');
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(((await res.json()) as Errors).errors[0]).toMatchObject({ status: '504', title: 'Gateway Timeout' });
  });
}
