import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TicketingError } from '@/lib/ticketing/errors';
import { setUnauthorizedHandler, ticketingRequest } from '@/lib/ticketing/transport';
import { startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());

describe('ticketing transport', () => {
  it('returns data of a code-200 answer', async () => {
    const types = await ticketingRequest<unknown>('/api/proType/page', { query: { pageSize: 0 } });
    expect(types).toBeTruthy();
  });

  it('turns a refused call into a TicketingError with the server message', async () => {
    const error = await ticketingRequest('/api/pro/project', { query: { projectToken: 'NO-SUCH-PROJECT' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TicketingError);
    expect((error as TicketingError).code).not.toBe(200);
    expect((error as TicketingError).message).not.toBe('');
  });

  it('calls the 401 handler only when a token was sent', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const withToken = await ticketingRequest('/api/user/userInfo', { method: 'POST', body: {}, token: 'bogus' }).catch(
      (e: unknown) => e,
    );
    expect((withToken as TicketingError).isUnauthorized).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    await ticketingRequest('/api/user/userInfo', { method: 'POST', body: {} }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});
