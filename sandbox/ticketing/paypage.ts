/** The self-contained, bilingual sandbox payment page. */
import { yuan } from './respond';
import type { OrderRow } from './orders';

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** The deadline as a payer reads it: the theatre's local time (Beijing), in both languages. */
export function deadlineText(ms: number): { zh: string; en: string } {
  const part = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Shanghai' }).format(ms);
  const day = { year: 'numeric', month: 'long', day: 'numeric' } as const;
  const time = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
  return {
    zh: `${part('zh-CN', day)} ${part('zh-CN', time)}（北京时间）`,
    en: `${part('en-GB', day)}, ${part('en-GB', time)} (Beijing time)`,
  };
}

export function payPageHtml(o: OrderRow, projectTitle: string, returnUrl: string | null): string {
  const payable = yuan(o.payable_fen).toFixed(2);
  const open = o.status === 'created';
  const hidden = returnUrl ? `<input type="hidden" name="returnUrl" value="${esc(returnUrl)}">` : '';
  const action = `${encodeURIComponent(o.order_token)}/complete`;
  const deadline = deadlineText(o.deadline);
  return `<!doctype html>
<html lang="zh-hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>沙盒支付 · Sandbox payment</title>
<style>
  :root { color-scheme: light; --ink: #1d1d1f; --accent: #b3261e; --paper: #faf7f2; }
  body { margin: 0; font-family: system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif; background: var(--paper); color: var(--ink); line-height: 1.75; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 16px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; font-size: .9rem; }
  dt { color: #666; }
  .buttons { display: flex; gap: 1rem; }
  button { flex: 1; font: inherit; padding: .75rem 1rem; border-radius: 8px; border: 1px solid var(--ink); background: #fff; cursor: pointer; }
  button.pay { background: var(--accent); border-color: var(--accent); color: #fff; }
  .note { font-size: .8rem; color: #666; margin-top: 1.5rem; }
</style>
</head>
<body>
<main>
  <h1>沙盒支付 · Sandbox payment</h1>
  <p>${esc(projectTitle)}</p>
  <div class="amount" data-testid="amount">￥${payable}</div>
  <dl>
    <dt>订单号 Order</dt><dd data-testid="order-token">${esc(o.order_token)}</dd>
    <dt>支付方式 Gateway</dt><dd>${esc(o.pay_gateway)}</dd>
    <dt>状态 Status</dt><dd data-testid="status">${esc(o.status)}</dd>
    <dt>截止 Deadline</dt><dd data-testid="deadline"><time datetime="${new Date(o.deadline).toISOString()}">${esc(deadline.zh)}<br>${esc(deadline.en)}</time></dd>
  </dl>
  ${
    open
      ? `<form method="post" action="${action}" class="buttons">
    ${hidden}
    <button class="pay" type="submit" name="result" value="success">支付 Pay</button>
    <button type="submit" name="result" value="fail">失败 Fail</button>
  </form>`
      : `<p>该订单已无法支付。This order can no longer be paid.</p>${returnUrl ? `<p><a href="${esc(returnUrl)}">返回 Back</a></p>` : ''}`
  }
  <p class="note">这是测试环境的模拟支付页面，不会产生真实扣款。This is the sandbox's stand-in payment page; no money moves.</p>
</main>
</body>
</html>`;
}

export function payResultHtml(orderToken: string, result: 'success' | 'fail'): string {
  const text = result === 'success' ? '支付成功 · Payment successful' : '支付未完成 · Payment not completed';
  return `<!doctype html><html lang="zh-hans"><head><meta charset="utf-8"><title>${text}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto;"><h1>${text}</h1><p>${esc(orderToken)}</p></body></html>`;
}
