import { beforeAll, describe, expect, it } from 'vitest';
import { ticketingKit, type Kit } from '../ticketing/testkit';

/**
 * The ticketing API's capacity (sandbox/capacity.ts): off by default, then a fixed number of
 * workers each holding a call for the service time, calls beyond waiting their turn, past the
 * queue's limit a 503; and a count of the calls served that tests and benchmarks read.
 */
let kit: Kit;
const auth = { authorization: 'Bearer sandbox-preview-token' };

beforeAll(async () => {
  kit = await ticketingKit();
});

async function capacity(method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const res = await kit.sb.fetch(
    new Request('http://sandbox.test/sandbox/capacity', {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: await res.json() };
}

const projects = () => kit.get('/api/pro/projects?pageSize=0&langType=2');

describe('the ticketing API with a capacity of its own', () => {
  it('is off by default, and counts the calls it served by path', async () => {
    await capacity('DELETE');
    await Promise.all(Array.from({ length: 12 }, projects));
    await kit.get('/api/pro/project?projectToken=PRJ1001&langType=2');
    const { body } = await capacity('GET');
    expect(body.limits).toBeNull();
    expect(body.served.byPath['GET /api/pro/projects']).toBe(12);
    expect(body.served.byPath['GET /api/pro/project']).toBe(1);
    expect(body.served.total).toBe(13);
    expect(body.peakInService).toBe(0);
  });

  it('serves at most `concurrency` calls at once; the rest wait their turn, and all are answered', async () => {
    await capacity('DELETE');
    expect((await capacity('POST', { serviceMs: 200, concurrency: 2 })).status).toBe(200);
    const pending = Array.from({ length: 6 }, projects);
    await new Promise((r) => setTimeout(r, 5));
    const during = (await capacity('GET')).body;
    expect(during.inService).toBe(2);
    expect(during.waiting).toBe(4);
    const answers = await Promise.all(pending);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const after = (await capacity('GET')).body;
    expect(after.peakInService).toBe(2);
    expect(after.served.byPath['GET /api/pro/projects']).toBe(6);
    await capacity('DELETE');
  });

  it('answers 503 at once past its queue, as an overloaded backend does', async () => {
    await capacity('POST', { serviceMs: 30, concurrency: 1, queueLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, projects));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 503, 503]);
    expect((await capacity('GET')).body.rejected).toBe(2);
    await capacity('DELETE');
  });

  it('lists when each call of a path was answered, and takes its limits only from the preview token', async () => {
    await capacity('DELETE');
    const since = Date.now();
    await projects();
    await projects();
    const res = await kit.sb.fetch(
      new Request(`http://sandbox.test/sandbox/capacity/calls?path=/api/pro/projects&since=${since}`),
    );
    const { calls } = (await res.json()) as { calls: number[] };
    expect(calls).toHaveLength(2);
    expect(calls.every((t) => t >= since)).toBe(true);
    const refused = await kit.sb.fetch(
      new Request('http://sandbox.test/sandbox/capacity', { method: 'POST', body: '{"concurrency":1}' }),
    );
    expect(refused.status).toBe(401);
    expect((await capacity('POST', { concurrency: 0 })).status).toBe(400);
  });
});
