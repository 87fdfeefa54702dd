import 'server-only';
import { config } from '@/lib/platform/config/config';
import { localizedPath } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { spentFor } from '@/lib/platform/throttle/limits';
import { safeReturnPath } from '@/lib/url/local-path';
import {
  atTheDoor,
  newDevice,
  newPass,
  numbersFrom,
  type LineStatus,
  type Visitor,
} from '@/lib/platform/waiting-room/line';
import { currentRooms } from '@/lib/platform/waiting-room/rooms';
import { isScope, pageTarget, scopeShow, type Scope, type Target } from '@/lib/platform/waiting-room/scope';
import { isShowsPerformance, stockWhileWaiting } from './show-facts';
import { ensureTicker } from '@/lib/platform/waiting-room/ticker';

/**
 * What the queue page shows and its status answer says (the same shape, so the page's script
 * picks up where the server's HTML left off): the visitor's place, where they go when their turn
 * comes, and for a show's line whether the performance they wait for sold out meanwhile, with the
 * show's other performances that still have tickets.
 */
export type LineView = LineStatus & {
  /** where the visitor goes when it is their turn (or the room closes): a path of this site */
  next: string;
  show: { projectToken: string; name: string | null } | null;
  soldOut: boolean;
  /** the show's other performances with tickets left: their seat maps, in the same line */
  others: { eventToken: string; showTime: number; href: string }[];
  /** how long a pass lasts from each step of a purchase */
  passMinutes: number;
};

/**
 * The room a queue page or status call is about: its `scope`, else the page it came from; `next`,
 * where the visitor goes on to (without a page to go back to, the home page in their language).
 */
export function lineTarget(scope: string | null, to: string | null, locale: Locale): { target: Target; next: string } {
  const path = safeReturnPath(to);
  // never back to the queue itself (a page loaded at its own address)
  const next = path && !/^(\/en)?\/queue(\/|\?|$)/.test(path) ? path : localizedPath(locale, '/');
  if (isScope(scope)) {
    const show = scopeShow(scope);
    return { target: show ? { kind: 'show', projectToken: show } : { kind: 'all' }, next };
  }
  return { target: pageTarget(new URL(next, 'http://site.invalid').pathname) ?? { kind: 'all' }, next };
}

const seatMapOf = (locale: Locale, projectToken: string, eventToken: string) =>
  `${locale === 'en' ? '/en' : ''}/project/${encodeURIComponent(projectToken)}/seats?event=${encodeURIComponent(eventToken)}`;

/**
 * The visitor's line as the queue page shows it. `join`: a newcomer takes a number now. `from`:
 * their address, whose share of numbers a newcomer's is counted against (lib/platform/waiting-room/line.ts); one without a
 * number, asking without `join`, is told when that share is spent (the queue page without
 * JavaScript, after its join was refused), which takes nothing from it. `arrivedAt`: when the
 * request reached the edge (lib/platform/throttle/client-address.ts `arrivalTime`), a newcomer's place by it.
 */
export async function describeLine(
  visitor: Visitor,
  scope: string | null,
  to: string | null,
  locale: Locale,
  options: { join: boolean; from: string; arrivedAt?: number; inside?: () => Promise<boolean> },
): Promise<{ view: LineView; visitor: Visitor; changed: boolean }> {
  ensureTicker();
  const { target, next } = lineTarget(scope, to, locale);
  const rooms = await currentRooms();
  const decision = await atTheDoor(visitor, target, rooms, {
    join: options.join,
    admit: false,
    from: options.from,
    arrivedAt: options.arrivedAt,
    inside: options.inside,
    isShowsPerformance,
  });
  if (decision.status.state === 'none') {
    const wait = await spentFor(numbersFrom(options.from));
    if (wait !== null) decision.status = { ...decision.status, state: 'refused', pollSeconds: wait };
  }
  let after = decision.visitor;
  let changed = decision.changed;
  if (
    options.join &&
    decision.status.state === 'open' &&
    !after.passes.some((p) => p.scope === decision.status.scope)
  ) {
    // sent to the line by the edge just as the room closed: a pass, so the edge lets them through
    // (of no run: it covers no room that opens later)
    const device = after.device ?? newDevice();
    after = {
      ...after,
      device,
      passes: [...after.passes, newPass({ scope: decision.status.scope, epoch: '' }, 0, device)],
    };
    changed = true;
  }
  const view: LineView = {
    ...decision.status,
    next,
    show: null,
    soldOut: false,
    others: [],
    passMinutes: config().WAITING_ROOM_PASS_MINUTES,
  };
  const projectToken =
    scopeShow(decision.status.scope as Scope) ?? (target.kind === 'show' ? target.projectToken : null);
  if (projectToken && ['waiting', 'none', 'unavailable', 'refused', 'prequeue'].includes(view.state)) {
    const wanted = new URL(next, 'http://site.invalid').searchParams.get('event');
    const stock = await stockWhileWaiting(projectToken, wanted, locale);
    view.show = { projectToken, name: stock?.showName ?? null };
    if (stock) {
      view.soldOut = stock.soldOut;
      view.others = stock.soldOut
        ? stock.others.map((p) => ({ ...p, href: seatMapOf(locale, projectToken, p.eventToken) }))
        : [];
    }
  }
  return { view, visitor: after, changed };
}
