/** /maipay/*: payment gateways, and the sandbox payment page that pays or fails an order. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { gatewaysVo } from '../gateways';
import { getOrder, orderSummaryVo, payOrder } from '../orders';
import { payPageHtml, payResultHtml } from '../paypage';
import { ApiError, page, ok, readQuery, type TkEnv } from '../respond';
import { checkReturnUrl } from '../returnurl';

function back(returnUrl: string, orderToken: string, result: 'success' | 'fail'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('orderToken', orderToken);
  url.searchParams.set('payResult', result);
  return url.toString();
}

export function payRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();

  app.get('/doGetPayGateway', (c) => {
    readQuery(c, z.object({ channel: z.string().optional(), langType: z.string().optional() }));
    return ok(c, page(gatewaysVo(c.get('lang')), 1, 0));
  });

  app.get('/pay/:orderToken', (c) => {
    const returnUrl = checkReturnUrl(c.req.query('returnUrl'));
    const o = getOrder(ctx, c.req.param('orderToken'));
    const title = orderSummaryVo(ctx, o, 'zh').projectName;
    const titleEn = orderSummaryVo(ctx, o, 'en').projectName;
    return c.html(payPageHtml(o, `${title} · ${titleEn}`, returnUrl ?? o.return_url));
  });

  /** Form or JSON: result=success|fail, optional returnUrl; answers 303 back to returnUrl?orderToken&payResult. */
  app.post('/pay/:orderToken/complete', async (c) => {
    const orderToken = c.req.param('orderToken');
    const type = c.req.header('Content-Type') ?? '';
    let fields: Record<string, unknown> = {};
    if (type.includes('application/json')) {
      try {
        fields = (await c.req.json()) as Record<string, unknown>;
      } catch {
        throw new ApiError(400, 'Malformed JSON body');
      }
    } else {
      fields = (await c.req.parseBody()) as Record<string, unknown>;
    }
    const parsed = z
      .object({
        result: z.enum(['success', 'fail'], { error: 'result must be success or fail' }),
        returnUrl: z.string().optional(),
      })
      .safeParse(fields);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0].message);
    const o = getOrder(ctx, orderToken);
    const returnUrl = checkReturnUrl(parsed.data.returnUrl) ?? o.return_url;
    let result = parsed.data.result;
    if (result === 'success') {
      try {
        payOrder(ctx, orderToken);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        result = 'fail';
      }
    }
    if (returnUrl) return c.redirect(back(returnUrl, orderToken, result), 303);
    return c.html(payResultHtml(orderToken, result), result === 'success' ? 200 : 409);
  });

  return app;
}
