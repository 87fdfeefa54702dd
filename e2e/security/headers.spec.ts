import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstNode, sitePath, waitForHydration } from '../support';
import { logInThroughForm } from './ui-login';

/**
 * Security headers on every kind of page, the nonce policy of the member pages (and that the
 * pages still work under it, in a real browser, without a single CSP violation), and the static
 * policy of the content pages.
 */

const memberPages = [
  '/login',
  '/en/login',
  '/register',
  '/en/forgotpassword',
  '/profile/orders',
  '/en/profile/personal-information',
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** What every response of the site carries, whatever produced it (lib/platform/security/http-guard.ts). */
function expectBaseHeaders(headers: Record<string, string>, what = '') {
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
}

function expectCommonHeaders(headers: Record<string, string>) {
  expectBaseHeaders(headers);
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  return csp;
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('content pages: the common headers and a static policy without nonce @desktop-only', async ({ request }) => {
    const news = await firstNode(request, 'en', 'news');
    for (const path of [
      '/',
      '/en',
      '/news',
      sitePath('en', news.alias),
      '/en/search',
      '/en/maintenance',
      '/no-such-page',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(500);
      const csp = expectCommonHeaders(res.headers());
      expect(csp.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers()['content-security-policy'], path).not.toContain('nonce-');
    }
  });

  test('member pages: a fresh nonce per response, on every script, and no unsafe-inline scripts @desktop-only', async ({
    request,
  }) => {
    for (const path of memberPages) {
      const [a, b] = [await request.get(path), await request.get(path)];
      expect(a.status(), path).toBe(200);
      const csp = expectCommonHeaders(a.headers());
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).toContain("'strict-dynamic'");
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, path).toBeTruthy();
      expect(b.headers()['content-security-policy']).not.toContain(nonce!);
      expect(a.headers()['cache-control'], path).toContain('no-store');

      const html = await a.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    }
  });
});

test.describe('what the backend proxy relays and the redirects', () => {
  const image = '/image?op=scale_and_crop&url=/sites/default/files/default/share-image.jpg&width=128&height=96';

  test('backend answers carry the headers and a locked-down sandbox policy @desktop-only', async ({ request }) => {
    for (const path of [
      '/jsonapi/node/news?page[limit]=1',
      '/en/jsonapi/node/news?page[limit]=1',
      '/jsonapi/no-such-resource',
      '/jsonapi/damai/maipay/pay/no-such-order',
      image,
      '/sites/default/files/default/share-image.jpg',
      '/sites/default/files/no-such-file.html',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(500);
      expectBaseHeaders(res.headers(), path);
      const csp = directives(res.headers()['content-security-policy'] ?? '');
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.has('sandbox'), path).toBe(true);
      expect(csp.get('script-src'), path).toBeUndefined();
    }
  });

  test('CMS files: only images, videos and PDFs open in the browser, anything else is a download @desktop-only', async ({
    request,
  }) => {
    const jpeg = await request.get('/sites/default/files/default/share-image.jpg');
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpeg.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);
    const pdf = await request.get('/sites/default/files/documents/backstage-tour-guide.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);
    // a backend answer that is not a picture, a film or a document (here its JSON 404) never opens here
    const other = await request.get('/sites/default/files/no-such-file.html');
    expect(other.status()).toBe(404);
    expect(other.headers()['content-disposition']).toMatch(/^attachment/);
  });

  test('redirects carry the headers too, and a temporary one is never stored @desktop-only', async ({ request }) => {
    for (const [path, status, target] of [
      ['/profile', 307, '/profile/orders'],
      ['/zh-hans/news', 308, '/news'],
      ['/news/', 308, '/news'],
      ['/en/news/', 308, '/en/news'],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(status);
      expect(
        res
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'location')
          .map((h) => h.value),
        path,
      ).toEqual([target]);
      expectBaseHeaders(res.headers(), path);
      if (status === 307) expect(res.headers()['cache-control'], path).toBe('no-store');
    }
  });
});

test.describe('paths under the member folders where no page lives', () => {
  test("/profile opens the orders, the profile's first screen @desktop-only", async ({ request }) => {
    for (const [path, target] of [
      ['/profile', '/profile/orders'],
      ['/en/profile', '/en/profile/orders'],
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(new URL(res.headers().location, 'http://x').pathname, path).toBe(target);
    }
  });

  test('show the 404 page under the static policy, not a blank page with its scripts refused', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const [path, heading] of [
      ['/en/profile/nope', '404 Not Found'],
      ['/cart/x', '404 未找到页面'],
      ['/en/login/x', '404 Not Found'],
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      const csp = expectCommonHeaders(res!.headers());
      expect(csp.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByTestId('error-page').getByRole('link'), path).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});

test.describe('pages work under their policy in a real browser', () => {
  test('the login page hydrates, logs the member in and shows the profile, without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await logInThroughForm(page, '/en/login?returnTo=%2Fen%2Fprofile%2Forders');
    await expect(page).toHaveURL(/\/en\/profile\/orders$/);
    await expect(page.getByTestId('membership-card')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('content pages with sliders, images and an embedded video run without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ['/en', '/news']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    // an education page whose video is an iframe embed (frame-src)
    await page.goto('/en/education/stage-lighting');
    await waitForHydration(page);
    const embed = page.getByTestId('education-embed');
    await embed.scrollIntoViewIfNeeded();
    await expect(embed).toHaveAttribute('src', /^https:\/\//);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
