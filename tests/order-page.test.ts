// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { checkOrderPage } from '@/lib/proxy-rules/order-page';
import { sandboxLogin, sandboxMember } from './checkout-support';
import { loginDemo, SANDBOX_ORIGIN, signInCookie, sandboxMswForFile } from './support/sandbox-msw';

/** An order's page is asked about before it renders (issue 23): only the member's own orders render. */
const env = sandboxMswForFile();

const visit = (path: string, cookie?: string) =>
  checkOrderPage(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));
const rewrittenTo = (response: Response | null) => response?.headers.get('x-middleware-rewrite') ?? null;

async function demoOrder(): Promise<string> {
  const res = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/order/pager?pageSize=0`, {
      headers: { Authorization: `Bearer ${await loginDemo(env.sandbox)}` },
    }),
  );
  return ((await res.json()) as { data: { dataList: { orderToken: string }[] } }).data.dataList[0].orderToken;
}

describe("an order's page", () => {
  it("renders for the member's own order", async () => {
    expect(
      await visit(`/en/profile/orders/${await demoOrder()}`, signInCookie(await loginDemo(env.sandbox))),
    ).toBeNull();
  });

  it("is the site's 404 for another member's order, an unknown one, or no order token at all", async () => {
    const stranger = signInCookie(await sandboxMember(env.sandbox));
    for (const path of [
      `/en/profile/orders/${await demoOrder()}`,
      '/profile/orders/NOPE0000000',
      '/en/profile/orders/a.b',
      `/profile/orders/${'x'.repeat(65)}`,
      '/profile/orders/%E0%A4%A',
    ]) {
      const response = await visit(path, stranger);
      expect(rewrittenTo(response), path).toMatch(/\/(en|zh-hans)\/unknown-order$/);
      expect(response!.headers.get('cache-control')).toBe('private, no-store');
      expect(response!.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('sends a guest to log in, coming back to the order', async () => {
    const response = await visit('/en/profile/orders/TK123');
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe(
      'http://localhost:3000/en/login?returnTo=%2Fen%2Fprofile%2Forders%2FTK123',
    );
  });

  it('leaves other pages alone', async () => {
    expect(
      await visit(
        '/en/profile/orders',
        signInCookie(await sandboxLogin(env.sandbox, 'guest@theatre.test', 'Guest1234')),
      ),
    ).toBeNull();
    expect(await visit('/cart')).toBeNull();
  });
});
