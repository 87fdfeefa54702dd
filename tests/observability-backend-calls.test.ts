// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observedFetch } from '@/lib/platform/observability/backend-calls';
import { setLogOutput } from '@/lib/platform/observability/log.mjs';

/**
 * A failed backend call as the on-call engineer reads it: a visitor who left is not an outage (no
 * warning), a backend that cannot be reached is, with the system's reason.
 */
let server: http.Server;
let origin: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  setLogOutput((_, line) => lines.push(JSON.parse(line)), 'debug');
  server = http.createServer(() => undefined); // never answers
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const warnings = () => lines.filter((line) => line.msg === 'backend call failed');

describe('a failed backend call', () => {
  it('whose caller left (its signal aborted with a reason of its own, as Next does) is no warning', async () => {
    lines.length = 0;
    const caller = new AbortController();
    const call = observedFetch('ticketing', '/api/user/couponCodes', `${origin}/x`, { signal: caller.signal });
    setTimeout(() => caller.abort(new Error('the browser went away')), 50);
    await expect(call).rejects.toThrow();
    expect(warnings()).toEqual([]);
  });

  it('that reaches no one is a warning that says why', async () => {
    lines.length = 0;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      observedFetch('ticketing', '/api/trade/buildGroupedCart', `http://127.0.0.1:${port}/x`),
    ).rejects.toThrow();
    expect(warnings()).toMatchObject([
      { backend: 'ticketing', endpoint: '/api/trade/buildGroupedCart', outcome: 'unreachable', reason: 'ECONNREFUSED' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('member-secret-token');
  });
});
