import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketingError } from '@/lib/ticketing/errors';
import { ticketingRequest } from '@/lib/ticketing/transport';
import { startSandboxMsw } from './support/sandbox-msw';

/** The one transport to the ticketing API (server side): answers, refusals, 401s and faults. */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

const events = (options: { signal?: AbortSignal } = {}) => ticketingRequest('/api/pro/events', { query: { projectToken: 'PRJ1001' }, ...options });

describe('ticketing transport', () => {
  it('returns the data of a code-200 answer', async () => {
    const types = await ticketingRequest<{ dataList: { projectTypeName: string }[] }>('/api/proType/page', { query: { pageSize: 0, langType: 2 } });
    expect(types.dataList.map((t) => t.projectTypeName)).toEqual(expect.arrayContaining(['Opera', 'Musical']));
  });

  it('turns a refused call into a TicketingError with the server message', async () => {
    const error = await ticketingRequest('/api/pro/project', { query: { projectToken: 'NO-SUCH-PROJECT', langType: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ code: 404, httpStatus: 404, isRefusal: true });
    expect((error as TicketingError).message).toMatch(/unknown|not found/i);
  });

  it('sends the token its caller gives, and marks a token the API refuses as unauthorized', async () => {
    const error = await ticketingRequest('/api/user/userInfo', { method: 'POST', body: {}, token: 'bogus' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ isUnauthorized: true, isRefusal: false });
  });
});

describe('ticketing transport under faults', () => {
  it("gives up at its caller's deadline on a backend that never answers, with an error the UI can offer a retry for", async () => {
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => delay('infinite')));
    const error = await events({ signal: AbortSignal.timeout(200) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ message: 'Ticketing service timed out', code: 0, isRefusal: false });
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
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await events().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ httpStatus: 502, isRefusal: false });
  });
});
