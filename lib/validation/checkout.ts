import { MAX_TICKETS, MIN_TICKETS, PUBLIC_INTEREST_MAX, REAL_NAME_MAX } from '@/lib/shows/ticket-limits';

/**
 * The checkout's rules (spec sections 5 and 9), checked before anything is sent; the ticketing
 * server checks them again. Each problem is a message key of the `Checkout` namespace.
 */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;

export type CheckoutLine = {
  eventId: string;
  superGoodId: string;
  goodCount: number;
  seated: boolean;
  publicInterest: boolean;
  realName: boolean;
  available: boolean;
};

export type ViewerInput = { name: string; idCard: string };

export type CheckoutInput = {
  lines: CheckoutLine[];
  idCardBound: boolean;
  /** real-name performances with more than one ticket need a viewer per ticket */
  viewers: Record<string, ViewerInput[]>;
  payGateway: string | null;
  noticeConfirmed: boolean;
  publicInterestMax?: number;
};

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

/** Real-name tickets per performance. */
export function realNameCounts(lines: CheckoutLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.realName) counts.set(l.eventId, (counts.get(l.eventId) ?? 0) + l.goodCount);
  return counts;
}

/** The rules about the tickets themselves (the cart can show these too). */
export function ticketIssues(lines: CheckoutLine[], idCardBound: boolean, publicInterestMax = PUBLIC_INTEREST_MAX): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  if (lines.length === 0) return ['noItems'];
  if (lines.some((l) => !l.available)) issues.push('unavailable');
  if (lines.some((l) => !l.seated && (l.goodCount < MIN_TICKETS || l.goodCount > MAX_TICKETS))) issues.push('quantityRange');
  const perEvent = new Map<string, number>();
  for (const l of lines) perEvent.set(l.eventId, (perEvent.get(l.eventId) ?? 0) + l.goodCount);
  if ([...perEvent.values()].some((n) => n > MAX_TICKETS)) issues.push('perPerformance');
  const nonProfit = lines.filter((l) => l.publicInterest).reduce((sum, l) => sum + l.goodCount, 0);
  if (nonProfit > publicInterestMax) issues.push('nonProfitLimit');
  const realName = realNameCounts(lines);
  if (realName.size > 0 && !idCardBound) issues.push('bindIdCard');
  if ([...realName.values()].some((n) => n > REAL_NAME_MAX)) issues.push('realNameMax');
  return issues;
}

/** Every rule before paying: the tickets, the viewers of real-name tickets, the gateway, the notice. */
export function checkoutIssues(input: CheckoutInput): CheckoutIssue[] {
  const issues = ticketIssues(input.lines, input.idCardBound, input.publicInterestMax);
  for (const [eventId, count] of realNameCounts(input.lines)) {
    if (count < 2) continue; // one ticket is the member's own, on the bound ID card
    const viewers = (input.viewers[eventId] ?? []).slice(0, count);
    if (viewers.length < count || viewers.some((v) => !v.name.trim() || !v.idCard.trim())) {
      if (!issues.includes('viewerRequired')) issues.push('viewerRequired');
      continue;
    }
    if (viewers.some((v) => !ID_CARD_PATTERN.test(v.idCard.trim()))) {
      if (!issues.includes('idCardInvalid')) issues.push('idCardInvalid');
      continue;
    }
    const ids = viewers.map((v) => v.idCard.trim().toUpperCase());
    if (new Set(ids).size !== ids.length && !issues.includes('idCardDuplicate')) issues.push('idCardDuplicate');
  }
  if (!input.payGateway) issues.push('paymentMethod');
  if (!input.noticeConfirmed) issues.push('noticeRequired');
  return issues;
}

/** The viewers to send: one per ticket of each real-name performance with more than one ticket. */
export function viewersToSend(lines: CheckoutLine[], viewers: Record<string, ViewerInput[]>) {
  const out: { name: string; idCard: string; eventId: string }[] = [];
  for (const [eventId, count] of realNameCounts(lines)) {
    if (count < 2) continue;
    for (const v of (viewers[eventId] ?? []).slice(0, count)) out.push({ name: v.name.trim(), idCard: v.idCard.trim().toUpperCase(), eventId });
  }
  return out;
}
