import 'server-only';
import { z } from 'zod';
import { MAX_TICKETS, MIN_TICKETS } from '@/lib/shows/ticket-limits';
import { viewerSchema } from '@/lib/validation/checkout';
import { DISCOUNT_CODE_MAX } from '@/lib/validation/rules';

/** Input pieces the operations share: bounded, so no request can make the site send a huge call. */

export const token = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const text = (max: number) => z.string().max(max);
export const page = z.number().int().min(1).max(10_000).default(1);

export const item = z.object({
  eventId: token,
  superGoodId: z.string().trim().min(1).max(128),
  goodCount: z.number().int().min(MIN_TICKETS).max(MAX_TICKETS),
});
export const items = z.array(item).min(1).max(20);

/** A real-name ticket's viewer: the checkout form's own rules (a name, a well-formed ID card). */
export const viewer = viewerSchema.extend({ eventId: token.optional() });

export const checkoutOptions = z.object({
  couponCode: text(64).nullish(),
  discountCode: text(DISCOUNT_CODE_MAX).nullish(),
  useDeductionPoint: z.number().int().min(0).max(100_000_000).nullish(),
  payGateway: text(64).nullish(),
  viewers: z.array(viewer).max(12).optional(),
});

export const pinCheck = z.discriminatedUnion('validateType', [
  z.object({ validateType: z.literal(1), payPassword: text(32) }),
  z.object({ validateType: z.literal(2), mobileNumber: text(20), payVerifyCode: text(16) }),
]);

/** The device identifier the browser keeps (spec section 3) and sends with captchas and logins. */
export const identifier = z.string().trim().min(1).max(200);

export const nothing = z.object({}).default({});
