// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { installConsole, logger, setLogOutput } from '@/lib/platform/observability/log.mjs';
import { redactPath, redactText } from '@/lib/platform/observability/redact.mjs';

/**
 * The logger's promise (issue 32): whatever a call site hands it (fields, messages, errors, a
 * console line of Next's), no token, password, ID card number, phone number or e-mail address
 * reaches a line, and what an on-call engineer needs (paths, ids, statuses) still does.
 */
const secrets = {
  email: 'li.ming+tickets@theatre.test',
  password: 'Demo1234',
  idCard: '11010119900307123X',
  oldIdCard: '110101900307123',
  mobile: '13800138000',
  spacedMobile: '+86 138 0013 8000',
  landline: '0755-86001234',
  bearer: 'q8Zt3LpW0xYv6RkN2sJd9FhB4mCe7GaU',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  hexToken: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
};

function capture(level: 'debug' | 'info' = 'debug') {
  const lines: string[] = [];
  setLogOutput((_, line) => lines.push(line), level);
  return lines;
}

afterEach(() => {
  setLogOutput((level, line) => (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(line));
});

describe('log lines', () => {
  it('are one JSON object each, with time, level, message and the fields given', () => {
    const lines = capture();
    logger.warn('backend call failed', { backend: 'ticketing', endpoint: '/api/order/orderDetail', status: 502 });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'backend call failed',
      service: 'site',
      backend: 'ticketing',
      endpoint: '/api/order/orderDetail',
      status: 502,
    });
    expect(new Date(line.time).getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('never hold a secret or personal data, whether given as fields, in a message, in an error or printed to the console', () => {
    const lines = capture();
    logger.info(`login of ${secrets.email} (${secrets.mobile}), body {"loginPass":"${secrets.password}"}`, {
      password: secrets.password,
      payPassword: '123456',
      username: secrets.email,
      nested: { viewers: [{ name: 'Wang Fang', idCard: secrets.idCard }], Authorization: `Bearer ${secrets.bearer}` },
      note: `card ${secrets.idCard} / ${secrets.oldIdCard}, call ${secrets.spacedMobile} or ${secrets.landline}`,
      url: `/api/x?token=${secrets.bearer}&email=${encodeURIComponent(secrets.email)}`,
      header: `Bearer ${secrets.jwt}`,
      digest: secrets.hexToken,
    });
    logger.error('operation failed', {
      error: new Error(`member ${secrets.email} refused: token ${secrets.bearer} expired`),
    });
    const uninstalled = { ...console };
    installConsole();
    try {
      console.error(new Error(`fetch failed for ${secrets.mobile} with Authorization: Bearer ${secrets.bearer}`));
      console.log('session cookie _sgttoken=%s; form password=%s', secrets.bearer, secrets.password);
    } finally {
      Object.assign(console, uninstalled);
    }
    const log = lines.join('');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const [name, value] of Object.entries(secrets)) expect(log, name).not.toContain(value);
    expect(log).not.toContain('123456');
    expect(log).not.toContain('0013');
    // what is left says what happened
    expect(log).toContain('login of [email] ([phone])');
    expect(log).toContain('"source":"console"');
    expect(log).toContain('"viewers":"[redacted]"');
    expect(log).toContain('"payPassword":"[redacted]"');
  });

  it('keep what is not secret: content ids, slugs, paths and statuses', () => {
    const text =
      'GET /en/news/spring-festival-of-chinese-opera-2026 node 3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b ' +
      'status 503 after 8000 ms, build at 2026-05-01T10:00:00.000Z, order SO20260501001';
    expect(redactText(text)).toBe(text);
  });

  it('below the level asked for, writes nothing', () => {
    const lines = capture('info');
    logger.debug('probe', { path: '/api/ready' });
    expect(lines).toEqual([]);
  });
});

describe('logged paths', () => {
  it('keep harmless query values only, and the order and payment tokens in paths are not kept', () => {
    expect(redactPath('/en/news?page=2&tab=all')).toBe('/en/news?page=2&tab=all');
    expect(redactPath('/en/news?token=abc&q=li.ming%40theatre.test&page=2')).toBe(
      '/en/news?token=[redacted]&q=[redacted]&page=2',
    );
    expect(redactPath('/en/profile/orders/SO-7f3kq2?payResult=fail')).toBe(
      '/en/profile/orders/[redacted]?payResult=[redacted]',
    );
    expect(redactPath('/jsonapi/damai/maipay/pay/TK9x2/complete')).toBe(
      '/jsonapi/damai/maipay/pay/[redacted]/complete',
    );
    expect(redactPath(`/sites/default/files/${secrets.email}/ticket.pdf`)).toBe(
      '/sites/default/files/[email]/ticket.pdf',
    );
  });
});
