import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../ticketing/orders';
import { payPageHtml } from '../ticketing/paypage';

describe('the sandbox payment page', () => {
  it("shows the deadline in the theatre's local time in both languages, not as a UTC timestamp", () => {
    // 8 December 2026, 11:45 UTC = 19:45 in Shanghai
    const deadline = Date.UTC(2026, 11, 8, 11, 45);
    const order = {
      order_token: 'T1',
      payable_fen: 12000,
      status: 'created',
      pay_gateway: 'alipay',
      deadline,
    } as unknown as OrderRow;
    const html = payPageHtml(order, 'Turandot', null);
    const shown = html.match(/data-testid="deadline">(.*?)<\/dd>/s)?.[1] ?? '';
    expect(shown).toContain('2026年12月8日 19:45（北京时间）');
    expect(shown).toContain('8 December 2026, 19:45 (Beijing time)');
    expect(shown.replace(/<[^>]*>/g, '')).not.toContain('2026-12-08T11:45');
  });
});
