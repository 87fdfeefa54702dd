// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMemberRoute } from '@/lib/platform/edge-proxy/member-routes';

const localeDir = join(__dirname, '..', 'app', '[locale]');
const MEMBER_FOLDERS = ['login', 'register', 'forgotpassword', 'cart', 'checkout', 'profile'];

/** Every page under the member folders, as a path a visitor could open ([param] filled in). */
function memberPagePaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        paths.push(
          '/' +
            relative(localeDir, dir)
              .split(/[\\/]/)
              .map((s) => (s.startsWith('[') ? 'a1b2c3' : s))
              .join('/'),
        );
      }
    }
  };
  for (const folder of MEMBER_FOLDERS) walk(join(localeDir, folder));
  return paths;
}

describe('member routes (the paths that get a nonce policy)', () => {
  it('include every member page in the app folder, in both languages', () => {
    const paths = memberPagePaths();
    expect(paths).toContain('/profile/orders/a1b2c3');
    expect(paths.length).toBeGreaterThanOrEqual(12);
    for (const path of paths) {
      expect(isMemberRoute(path), path).toBe(true);
      expect(isMemberRoute(`/en${path}`), `/en${path}`).toBe(true);
    }
  });

  it('leave out paths where no member page lives, which are 404s of the content route', () => {
    for (const path of [
      '/profile',
      '/en/profile',
      '/profile/nope',
      '/en/login/x',
      '/cart/x',
      '/checkout/pay/now',
      '/profile/orders/a/b',
      '/loginx',
      '/news',
      '/zh-hans/login',
    ]) {
      expect(isMemberRoute(path), path).toBe(false);
    }
  });
});
