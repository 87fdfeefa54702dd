import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketingError } from '@/lib/ticketing/errors';
import { ticketingRequest } from '@/lib/ticketing/transport';
import { startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

describe('ticketing transport under faults', () => {
  it('gives up on a backend that never answers, with a TicketingError the UI can offer a retry for', async () => {
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => delay('infinite')));
    const error = await ticketingRequest('/api/pro/events', {
      query: { projectToken: 'PRJ1001' },
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect((error as TicketingError).message).toBe('Ticketing service timed out');
    expect((error as TicketingError).code).toBe(0);
  });

  it('a caller cancelling is not reported as a timeout', async () => {
    env.server.use(http.get('*/jsonapi/damai/api/pro/events', () => delay('infinite')));
    const controller = new AbortController();
    const pending = ticketingRequest('/api/pro/events', {
      query: { projectToken: 'PRJ1001' },
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(TicketingError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an HTML error page from a proxy in front of the backend is a TicketingError with its status', async () => {
    env.server.use(
      http.get('*/jsonapi/damai/api/pro/events', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await ticketingRequest('/api/pro/events', { query: { projectToken: 'PRJ1001' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TicketingError);
    expect((error as TicketingError).httpStatus).toBe(502);
  });
});
