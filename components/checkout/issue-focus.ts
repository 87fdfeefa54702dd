import type { CheckoutIssue } from '@/lib/validation/checkout';

/** The checkout's sections, in the page's order; each problem belongs to the section that fixes it. */
export const CHECKOUT_SECTIONS = {
  tickets: 'checkout-tickets-section',
  viewers: 'checkout-viewers-section',
  payment: 'checkout-payment-section',
} as const;
export type CheckoutSection = keyof typeof CHECKOUT_SECTIONS;

const SECTION_OF: Record<CheckoutIssue, CheckoutSection | null> = {
  noItems: 'tickets',
  unavailable: 'tickets',
  quantityRange: 'tickets',
  perPerformance: 'tickets',
  nonProfitLimit: 'tickets',
  bindIdCard: 'viewers',
  realNameMax: 'viewers',
  viewerRequired: 'viewers',
  idCardInvalid: 'viewers',
  idCardDuplicate: 'viewers',
  paymentMethod: 'payment',
  // the notice opens by itself once everything else is in order
  noticeRequired: null,
};

export function sectionOf(issue: CheckoutIssue): CheckoutSection | null {
  return SECTION_OF[issue];
}

/** The problems a section shows beside its fields. */
export function issuesOf(section: CheckoutSection, issues: CheckoutIssue[]): CheckoutIssue[] {
  return issues.filter((issue) => SECTION_OF[issue] === section);
}

/** The section the visitor must go to first: the earliest on the page with a problem in it. */
export function firstSection(issues: CheckoutIssue[]): CheckoutSection | null {
  const order = Object.keys(CHECKOUT_SECTIONS) as CheckoutSection[];
  const sections = issues.map((issue) => SECTION_OF[issue]).filter((s): s is CheckoutSection => s !== null);
  return order.find((s) => sections.includes(s)) ?? null;
}

/**
 * Brings the visitor to a section with a problem: scrolled to the middle of the screen (clear of
 * a phone's sticky pay bar) and the focus on what to fix there: the first field marked invalid,
 * else its first choice (a payment method), else the section itself.
 */
export function bringTo(section: CheckoutSection, root: ParentNode = document): boolean {
  const area = root.querySelector<HTMLElement>(`#${CHECKOUT_SECTIONS[section]}`);
  if (!area) return false;
  const target =
    area.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    area.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])') ??
    area;
  if (target === area && !area.hasAttribute('tabindex')) area.tabIndex = -1;
  target.focus({ preventScroll: true });
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  area.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
