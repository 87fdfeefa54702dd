// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketingError } from '@/lib/ticketing/errors';
import { ticketingRequest } from '@/lib/ticketing/transport';
import { projectTypes } from '@/sandbox/seed/catalogue';
import { aSeatedShow, theDemoMember } from './fixtures/seed';
import { loginDemo, startSandboxMsw } from './support/sandbox-msw';

/** The one transport to the ticketing API (server side): answers, refusals, 401s and faults. */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

const events = (options: { signal?: AbortSignal } = {}) =>
  ticketingRequest('/api/pro/events', { query: { projectToken: aSeatedShow.projectToken }, ...options });

describe('ticketing transport', () => {
  it('returns the data of a code-200 answer, asked with its query', async () => {
    const names = async (langType: number) =>
      (
        await ticketingRequest<{ dataList: { projectTypeName: string }[] }>('/api/proType/page', {
          query: { pageSize: 0, langType },
        })
      ).dataList.map((t) => t.projectTypeName);
    const seeded = Object.values(projectTypes);
    expect(await names(2)).toEqual(seeded.map((t) => t.name.en));
    expect(await names(1)).toEqual(seeded.map((t) => t.name['zh-hans']));
  });

  it('turns a refused call into a TicketingError with the server message', async () => {
    const error = await ticketingRequest('/api/pro/project', {
      query: { projectToken: 'NO-SUCH-PROJECT', langType: 2 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({
      message: 'Unknown project',
      code: 404,
      httpStatus: 404,
      isRefusal: true,
      isUnauthorized: false,
    });
  });

  it('sends the token its caller gives, and marks a token the API refuses as unauthorized', async () => {
    const info = await ticketingRequest<{ userEmail: string }>('/api/user/userInfo', {
      method: 'POST',
      body: {},
      token: await loginDemo(env.sandbox),
    });
    expect(info.userEmail).toBe(theDemoMember.email);
    const error = await ticketingRequest('/api/user/userInfo', { method: 'POST', body: {}, token: 'bogus' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ code: 401, httpStatus: 401, isUnauthorized: true, isRefusal: false });
  });
});

describe('ticketing transport under faults', () => {
  it("gives up at its caller's deadline on a backend that never answers, with an error the UI can offer a retry for", async () => {
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => delay('infinite')));
    const error = await events({ signal: AbortSignal.timeout(200) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ message: 'Ticketing service timed out', code: 0, httpStatus: 0, isRefusal: false });
  });

  it('a caller cancelling is not reported as a timeout', async () => {
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => delay('infinite')));
    const controller = new AbortController();
    const pending = events({ signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(TicketingError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an HTML error page from a proxy in front of the backend is a TicketingError with its status', async () => {
    env.server.use(
      http.get('*/jsonapi/damai/api/pro/events', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await events().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({
      message: 'Ticketing service answered 502',
      code: 502,
      httpStatus: 502,
      isRefusal: false,
    });
  });
});
