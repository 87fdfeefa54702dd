/** /api/trade/*: build the shopping cart, build the grouped (priced) cart, submit the order. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { requireMember, sessionMember } from '../auth';
import { goodLine } from '../catalogue';
import { idString, int, items, langFields, viewer } from '../fields';
import { gatewayCode, unionPayNote } from '../gateways';
import { getMember } from '../members';
import { orderDetailVo, submitOrder } from '../orders';
import { computeAmounts } from '../pricing';
import { ApiError, ok, readBody, yuan, type TkContext, type TkEnv } from '../respond';
import { checkReturnUrl } from '../returnurl';
import { checkLines, checkRealName, resolveLines, type Line } from '../rules';

const optionalCode = z.string({ error: 'Must be text' }).trim().max(50, 'must be 50 characters or fewer').nullish();
const gateway = z.union([z.string(), z.number()], { error: 'Please select payment method' }).nullish();

const groupedBody = z.object({
  ...langFields,
  groupedGoods: items.optional(),
  cartPrices: items.optional(),
  useDeductionPoint: int(0, 1_000_000_000).nullish(),
  discountCode: optionalCode,
  couponCode: optionalCode,
  payGateway: gateway,
  viewers: z.array(viewer).max(50).optional(),
});

const submitBody = z.object({
  ...langFields,
  cartPrices: items.optional(),
  groupedGoods: items.optional(),
  couponCode: optionalCode,
  discountCode: optionalCode,
  useDeductionPoint: int(0, 1_000_000_000).nullish(),
  payGateway: gateway,
  viewers: z.array(viewer).max(50).optional(),
  returnUrl: z.string({ error: 'Must be text' }).max(2000).nullish(),
  requestId: idString.optional(),
});

function summary(ctx: SandboxContext, c: TkContext, lines: Line[]) {
  const lang = c.get('lang');
  const vo = lines.map((l) => goodLine(ctx, l.good, l.goodCount, lang));
  const totalFen = lines.reduce((s, l) => s + l.good.price.price_fen * l.goodCount, 0);
  return {
    lines: vo,
    total: yuan(totalFen),
    ticketCount: lines.reduce((s, l) => s + l.goodCount, 0),
    publicInterestCount: lines.reduce((s, l) => s + (l.good.price.public_interest ? l.goodCount : 0), 0),
    realNameRequired: lines.some((l) => l.good.project.real_name === 1),
  };
}

function goodsOf(body: { groupedGoods?: z.infer<typeof items>; cartPrices?: z.infer<typeof items> }) {
  const list = body.groupedGoods ?? body.cartPrices;
  if (!list) throw new ApiError(400, 'Required', { field: 'groupedGoods' });
  return list;
}

export function tradeRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();

  /** Open to guests too (anonymous visitors may look at seated tickets in the cart). */
  app.post('/buildShoppingCart', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, cartPrices: items }));
    const lines = resolveLines(ctx, body.cartPrices);
    checkLines(ctx, lines);
    const session = sessionMember(ctx, c.req.header('Authorization'));
    if (session) checkRealName(ctx, getMember(ctx, session.memberId), lines);
    return ok(c, summary(ctx, c, lines));
  });

  app.post('/buildGroupedCart', requireMember(ctx), async (c) => {
    const body = await readBody(c, groupedBody);
    const member = getMember(ctx, c.get('memberId'));
    const lines = resolveLines(ctx, goodsOf(body));
    checkLines(ctx, lines);
    checkRealName(ctx, member, lines, body.viewers);
    const payGateway = body.payGateway === undefined || body.payGateway === null ? null : gatewayCode(body.payGateway);
    const a = computeAmounts(ctx, member, lines, { ...body, payGateway });
    const afterDiscounts = a.totalFen - a.couponDiscountFen - a.discountCodeDiscountFen;
    return ok(c, {
      ...summary(ctx, c, lines),
      couponCode: a.coupon?.code ?? null,
      couponDiscount: yuan(a.couponDiscountFen),
      discountCode: a.discountCode,
      discountCodeDiscount: yuan(a.discountCodeDiscountFen),
      pointsUsed: a.pointsUsed,
      pointsDeduction: yuan(a.pointsDeductionFen),
      availablePoints: member.points,
      pointsAccountOpened: member.points_opened === 1,
      maxDeductionPoint: member.points_opened ? Math.min(member.points, Math.floor(afterDiscounts / 2)) : 0,
      payGateway,
      gatewayDiscount: yuan(a.gatewayDiscountFen),
      unionPayNote: unionPayNote(c.get('lang')),
      payable: yuan(a.payableFen),
    });
  });

  app.post('/submitOrder', requireMember(ctx), async (c) => {
    const body = await readBody(c, submitBody);
    const goods = goodsOf(body);
    const payGateway = gatewayCode(body.payGateway);
    const returnUrl = checkReturnUrl(body.returnUrl);
    const order = submitOrder(ctx, c.get('memberId'), {
      items: goods,
      requestId: body.requestId ?? `auto-${ctx.now()}-${Math.random().toString(36).slice(2)}`,
      couponCode: body.couponCode,
      discountCode: body.discountCode,
      useDeductionPoint: body.useDeductionPoint,
      payGateway,
      viewers: body.viewers,
      returnUrl,
    });
    const vo = orderDetailVo(ctx, order, c.get('lang'));
    return ok(c, { ...vo, status: order.status, payUrl: vo.payUrl, deadline: order.deadline });
  });

  return app;
}
