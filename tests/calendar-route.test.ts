// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/calendar/route';
import { startSandboxMsw } from './support/sandbox-msw';

/** "Add to calendar" (/api/calendar): an unknown performance is a 404, a failing backend a 503 (issue 23), never the other way round. */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

const calendar = (event: string) =>
  GET(new Request(`http://localhost:3000/api/calendar?event=${encodeURIComponent(event)}&locale=en`));

describe('the calendar file', () => {
  it('is a 404 for a show or performance the ticketing API does not know', async () => {
    expect((await calendar('NOPE404-E1')).status).toBe(404);
    expect((await calendar('PRJ1001-E99')).status).toBe(404);
    expect((await calendar('not an event token')).status).toBe(404);
  });

  it('is a 503 (with Retry-After) when the ticketing API fails or cannot be reached: the performance may well exist', async () => {
    env.server.use(
      http.get('*/jsonapi/damai/api/pro/project', () =>
        HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 }),
      ),
    );
    const failing = await calendar('PRJ1001-E1');
    expect(failing.status).toBe(503);
    expect(failing.headers.get('retry-after')).toBeTruthy();
    env.server.use(http.get('*/jsonapi/damai/api/pro/project', () => HttpResponse.error()));
    expect((await calendar('PRJ1001-E1')).status).toBe(503);
  });
});
