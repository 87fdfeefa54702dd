// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationTarget, pageTarget } from '@/lib/platform/waiting-room/scope';

/**
 * What the waiting room stands in front of (lib/platform/waiting-room/scope.ts), and the edge's copy of the
 * same pages (ops/varnish/site.vcl, waiting_room_recv), kept in step: a page one side gates and
 * the other does not would be a way round the line, or a line nobody can leave.
 */
const vcl = readFileSync(join(__dirname, '..', 'ops', 'varnish', 'site.vcl'), 'utf8');
const edgePages = new RegExp(
  vcl
    .match(/sub waiting_room_recv \{[\s\S]*?if \(req\.url ~ "(\^\/\(en\/\)\?\(project[^"]+)"\)/)![1]
    .replace(/\\\\/g, '\\'),
);

const gated = [
  '/project/PRJ1002/seats',
  '/en/project/PRJ1002/seats?event=PRJ1002-E1',
  '/cart',
  '/en/cart/',
  '/checkout?step=2',
  '/en/login',
];
const open = [
  '/',
  '/en',
  '/project/PRJ1002',
  '/en/events/show/abc',
  '/news',
  '/register',
  '/en/profile/orders',
  '/cartx',
  '/queue',
];

describe('the buying path the waiting room stands in front of', () => {
  it('is the seat maps, the cart, the checkout and the login, at the site and at the edge alike', () => {
    for (const path of gated) {
      expect(pageTarget(new URL(path, 'http://x').pathname), path).not.toBeNull();
      expect(edgePages.test(path), path).toBe(true);
    }
    for (const path of open) {
      expect(pageTarget(new URL(path, 'http://x').pathname), path).toBeNull();
      expect(edgePages.test(path), path).toBe(false);
    }
    expect(pageTarget('/en/project/PRJ1002/seats')).toEqual({ kind: 'show', projectToken: 'PRJ1002' });
  });

  it('and of the ticketing routes, the buying calls only', () => {
    expect(operationTarget('seats.get', { eventToken: 'E1' })).toEqual({ kind: 'events', eventTokens: ['E1'] });
    expect(operationTarget('cart.add', { items: [{ eventId: 'E1' }, { eventId: 'E2' }] })).toEqual({
      kind: 'events',
      eventTokens: ['E1', 'E2'],
    });
    expect(operationTarget('session.login', {})).toEqual({ kind: 'all' });
    for (const name of ['shows.get', 'shows.select', 'cart.get', 'cart.remove', 'orders.list', 'checkout.gateways'])
      expect(operationTarget(name, {}), name).toBeNull();
  });
});
