// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '@/sandbox/app';
import { theDemoMember } from './fixtures/seed';

const ORIGIN = 'http://127.0.0.1:4010';

describe('request logs', () => {
  it('name the path and status of member calls but never their token (header, query or body)', async () => {
    const lines: string[] = [];
    const sandbox = await createSandbox({
      config: { fixedCaptcha: 'TEST', dataDir: mkdtempSync(join(tmpdir(), 'sandbox-log-')) },
      log: (line) => lines.push(line),
    });
    try {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        sandbox.fetch(
          new Request(`${ORIGIN}/jsonapi/damai/api${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
        );
      await post('/user/genarateRandomStr', { identifier: 'log-test' });
      const login = (await (
        await post('/user/login', {
          email: theDemoMember.email,
          identifier: 'log-test',
          loginPass: theDemoMember.password,
          captcha: 'TEST',
        })
      ).json()) as { data: { token: string } };
      const token = login.data.token;
      expect(token).toBeTruthy();
      await post('/user/userInfo', { locale: 'en' }, { Authorization: `Bearer ${token}` });
      await sandbox.fetch(
        new Request(`${ORIGIN}/jsonapi/damai/api/user/couponCodes?page=1&token=${token}`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
      await post('/user/userInfo', {}, { Authorization: 'Bearer not-a-session' });

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(log).toContain('/jsonapi/damai/api/user/userInfo');
      expect(log).toContain('"status":401');
      expect(log).not.toContain(token);
      expect(log).not.toContain('not-a-session');
      expect(log).not.toMatch(/Bearer|token=/i);
      expect(log).not.toContain(theDemoMember.password);
    } finally {
      sandbox.close();
    }
  });
});
