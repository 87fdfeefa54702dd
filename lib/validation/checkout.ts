import { MAX_TICKETS, MIN_TICKETS, PUBLIC_INTEREST_MAX, REAL_NAME_MAX } from '@/lib/shows/ticket-limits';
import { NAME_MAX } from './rules';
import { z } from './zod';

/**
 * The checkout's rules (spec sections 5 and 9) as zod schemas, checked before anything is sent;
 * the ticketing server checks them again, and the site's route checks the viewers with the same
 * schema. Each issue's message is a key of the `Checkout` namespace (`issue_<key>`), shown by
 * IssueList; its path names the field it is about.
 */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
export const ID_CARD_LENGTH = 18;

export type CheckoutIssue =
  | 'noItems'
  | 'unavailable'
  | 'quantityRange'
  | 'perPerformance'
  | 'nonProfitLimit'
  | 'bindIdCard'
  | 'realNameMax'
  | 'viewerRequired'
  | 'idCardInvalid'
  | 'idCardDuplicate'
  | 'paymentMethod'
  | 'noticeRequired';

const issue = (key: CheckoutIssue) => key;

const checkoutLine = z.object({
  eventId: z.string(),
  superGoodId: z.string(),
  goodCount: z.number(),
  seated: z.boolean(),
  publicInterest: z.boolean(),
  realName: z.boolean(),
  available: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

/** A viewer of a real-name ticket: a name and an 18-character ID card (sent in capitals). */
export const viewerSchema = z.object({
  name: z.string().trim().min(1, issue('viewerRequired')).max(NAME_MAX, issue('viewerRequired')),
  idCard: z
    .string()
    .trim()
    .min(1, issue('viewerRequired'))
    // a missing card is only "required", not also "incorrect"
    .pipe(z.string().regex(ID_CARD_PATTERN, issue('idCardInvalid')))
    .transform((card) => card.toUpperCase()),
});
export type ViewerInput = z.input<typeof viewerSchema>;

/** Real-name tickets per performance. */
export function realNameCounts(lines: Pick<CheckoutLine, 'eventId' | 'goodCount' | 'realName'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.realName) counts.set(l.eventId, (counts.get(l.eventId) ?? 0) + l.goodCount);
  return counts;
}

/** The performances whose tickets need a viewer each: one real-name ticket alone is the member's own. */
export function viewersNeeded(lines: Pick<CheckoutLine, 'eventId' | 'goodCount' | 'realName'>[]): [string, number][] {
  return [...realNameCounts(lines)].filter(([, count]) => count >= 2);
}

/** The rules about the tickets themselves (the cart shows these too). */
export const ticketRulesSchema = (idCardBound: boolean, publicInterestMax = PUBLIC_INTEREST_MAX) =>
  z.array(checkoutLine).superRefine((lines, context) => {
    const add = (key: CheckoutIssue) => context.addIssue({ code: 'custom', message: key });
    if (lines.length === 0) return add('noItems');
    if (lines.some((l) => !l.available)) add('unavailable');
    if (lines.some((l) => !l.seated && (l.goodCount < MIN_TICKETS || l.goodCount > MAX_TICKETS))) add('quantityRange');
    const perEvent = new Map<string, number>();
    for (const l of lines) perEvent.set(l.eventId, (perEvent.get(l.eventId) ?? 0) + l.goodCount);
    if ([...perEvent.values()].some((n) => n > MAX_TICKETS)) add('perPerformance');
    const nonProfit = lines.filter((l) => l.publicInterest).reduce((sum, l) => sum + l.goodCount, 0);
    if (nonProfit > publicInterestMax) add('nonProfitLimit');
    const realName = realNameCounts(lines);
    if (realName.size > 0 && !idCardBound) add('bindIdCard');
    if ([...realName.values()].some((n) => n > REAL_NAME_MAX)) add('realNameMax');
  });

/** The viewers' problems a field of theirs carries (the viewers form shows them there). */
export const VIEWER_FIELD_ISSUES: readonly CheckoutIssue[] = ['viewerRequired', 'idCardInvalid', 'idCardDuplicate'];

/** How a problem is said: as its key (the rules' lists translate it), or as a form's field shows it. */
type Say = (issue: CheckoutIssue) => string;

/**
 * The viewers the order's real-name tickets need (one per ticket, keyed by performance): each one
 * complete and well-formed, and no ID card twice for one performance.
 */
export const viewersSchema = (lines: CheckoutLine[], say: Say = issue) =>
  // each viewer is checked below (its issues on its own fields), not by the array's element type
  z.record(z.string(), z.array(z.custom<ViewerInput>())).superRefine((viewers, context) => {
    for (const [eventId, count] of viewersNeeded(lines)) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const parsed = viewerSchema.safeParse(viewers[eventId]?.[i] ?? { name: '', idCard: '' });
        if (!parsed.success) {
          for (const problem of parsed.error.issues)
            context.addIssue({
              code: 'custom',
              message: say(problem.message as CheckoutIssue),
              path: [eventId, i, ...problem.path],
            });
          continue;
        }
        if (ids.includes(parsed.data.idCard))
          context.addIssue({ code: 'custom', message: say('idCardDuplicate'), path: [eventId, i, 'idCard'] });
        ids.push(parsed.data.idCard);
      }
    }
  });

/** The checkout's viewers form: its schema depends on the order's lines; `say` words each field's message. */
export const viewersFormSchema = (lines: CheckoutLine[], say: Say) => z.object({ viewers: viewersSchema(lines, say) });
export type ViewersValues = z.input<ReturnType<typeof viewersFormSchema>>;

export type CheckoutInput = {
  lines: CheckoutLine[];
  idCardBound: boolean;
  /** real-name performances with more than one ticket need a viewer per ticket */
  viewers: Record<string, ViewerInput[]>;
  payGateway: string | null;
  noticeConfirmed: boolean;
  publicInterestMax?: number;
};

/** Every rule before paying: the tickets, the viewers of real-name tickets, the gateway, the notice. */
export const checkoutSchema = (input: Pick<CheckoutInput, 'lines' | 'idCardBound' | 'publicInterestMax'>) =>
  z.object({
    lines: ticketRulesSchema(input.idCardBound, input.publicInterestMax),
    viewers: viewersSchema(input.lines),
    payGateway: z
      .string()
      .min(1, issue('paymentMethod'))
      .nullable()
      .refine((g) => g !== null, issue('paymentMethod')),
    noticeConfirmed: z.boolean().refine((confirmed) => confirmed, issue('noticeRequired')),
  });

/** The distinct issue keys of a parse, in the order the rules found them. */
export function issueKeys(result: { success: boolean; error?: z.ZodError }): CheckoutIssue[] {
  return [...new Set((result.error?.issues ?? []).map((i) => i.message as CheckoutIssue))];
}

export function ticketIssues(
  lines: CheckoutLine[],
  idCardBound: boolean,
  publicInterestMax = PUBLIC_INTEREST_MAX,
): CheckoutIssue[] {
  return issueKeys(ticketRulesSchema(idCardBound, publicInterestMax).safeParse(lines));
}

export function checkoutIssues(input: CheckoutInput): CheckoutIssue[] {
  return issueKeys(checkoutSchema(input).safeParse(input));
}

/** The viewers to send: one per ticket of each real-name performance with more than one ticket. */
export function viewersToSend(lines: CheckoutLine[], viewers: Record<string, ViewerInput[]>) {
  const out: { name: string; idCard: string; eventId: string }[] = [];
  for (const [eventId, count] of viewersNeeded(lines)) {
    for (const v of (viewers[eventId] ?? []).slice(0, count))
      out.push({ name: v.name.trim(), idCard: v.idCard.trim().toUpperCase(), eventId });
  }
  return out;
}
