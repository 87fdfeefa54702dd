// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as joinRoute } from '@/app/api/queue/join/route';
import { handleOperation } from '@/lib/bff/server/handler';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { reportCall, forgetCalls } from '@/lib/platform/observability/call-outcomes';
import { autoStep, backendHealth } from '@/lib/platform/waiting-room/auto';
import { describeLine } from '@/lib/queue/describe';
import { waitingRoomGate } from '@/lib/queue/gate';
import { atTheDoor } from '@/lib/platform/waiting-room/line';
import { currentRooms, forgetRooms, resolveRooms, roomStore, setRoomStore } from '@/lib/platform/waiting-room/rooms';
import { forgetShowFacts, isShowsPerformance } from '@/lib/queue/show-facts';
import { MemoryStore } from '@/lib/platform/waiting-room/store';
import { readVisitor } from '@/lib/platform/waiting-room/visitor';
import { aSeatedMusical, aSeatedShow } from './fixtures/seed';
import { startSandboxMsw } from './support/sandbox-msw';

/**
 * The waiting room's doors, with the sandbox behind the site's own code: the proxy's in front of
 * the buying path's pages and the ticketing routes' in front of their buying calls. A visitor in
 * line never reaches the ticketing API; a call the room does not stand in front of does; the queue
 * page's answer says when the performance waited for sold out, offering the show's others; and
 * automatic mode opens the room when the API struggles and closes it once the line is empty.
 */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const backend: string[] = [];
const SITE = 'http://localhost:3000';
const SHOW = aSeatedMusical;

beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/jsonapi/damai/')) backend.push(url.pathname.replace('/jsonapi/damai', ''));
  });
});
afterAll(() => env.close());
afterEach(() => {
  env.server.resetHandlers();
  forgetShowFacts();
  setRoomStore(undefined);
  resetLimits();
  forgetCalls();
  backend.length = 0;
});

async function showRoom(rate = 120) {
  setRoomStore(new MemoryStore());
  await roomStore().setOverride(`show:${SHOW.projectToken}`, { mode: 'on', rate, tickMs: 1000, epoch: 'doors', at: 0 });
  forgetRooms();
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function call(name: string, input: unknown, cookie = '', address = '203.0.113.1') {
  const response = await handleOperation(
    new NextRequest(`${SITE}/api/ticketing/${name}?locale=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(input),
    }),
    name,
  );
  return response;
}

describe('the ticketing routes’ door', () => {
  it('holds a buying call of a show in line: 429, where the line is, and no call reaches the ticketing API', async () => {
    await showRoom();
    // the room learns the show's performances once (then kept), as the crowd arrives
    await call('seats.get', { eventToken: SHOW.event(1) });
    backend.length = 0;
    const held = await call('seats.get', { eventToken: SHOW.event(2) });
    expect(held.status).toBe(429);
    expect(held.headers.get('x-waiting-room')).toBe(`/en/queue/join?scope=show%3A${SHOW.projectToken}`);
    expect(held.headers.get('x-waiting-room-path')).toBe(`/project/${SHOW.projectToken}/seats`);
    const body = (await held.json()) as { line: { state: string; ticket: number; place: number } };
    expect(body.line).toMatchObject({ state: 'waiting', ticket: 2 });
    expect(backend).toEqual([]);
    expect(cookiesOf(held)).toMatch(/^wr_ticket=/);
  });

  it('lets through what the room does not stand in front of: another show’s seats, a show’s prices', async () => {
    await showRoom();
    expect((await call('seats.get', { eventToken: aSeatedShow.event(1) })).status).toBe(200);
    expect((await call('shows.get', { projectToken: SHOW.projectToken })).status).toBe(200);
    expect(backend).toContain('/api/goods/seatGoods');
  });

  it('lets a visitor whose turn came through, with a pass, and never queues them again', async () => {
    await showRoom(6000);
    const first = await call('seats.get', { eventToken: SHOW.event(1) });
    expect(first.status).toBe(429);
    const ticket = cookiesOf(first);
    const line = (await currentRooms()).open.get(`show:${SHOW.projectToken}`)!;
    await roomStore().advance(line, line.rate, line.tickMs);
    await new Promise((r) => setTimeout(r, 1000));
    const admitted = await call('seats.get', { eventToken: SHOW.event(1) }, ticket);
    expect(admitted.status).toBe(200);
    const pass = cookiesOf(admitted);
    expect(pass).toMatch(/wr_pass=/);
    const cookie = `${ticket}; ${pass}`;
    for (let i = 0; i < 3; i++)
      expect((await call('seats.get', { eventToken: SHOW.event(2) }, cookie)).status).toBe(200);
  });
});

describe('every room a call touches', () => {
  const bothRooms = () =>
    resolveRooms(
      {
        [`show:${SHOW.projectToken}`]: { mode: 'on' as const, rate: 60, tickMs: 1000, epoch: 'a', at: 0 },
        [`show:${aSeatedShow.projectToken}`]: { mode: 'on' as const, rate: 60, tickMs: 1000, epoch: 'b', at: 0 },
      },
      null,
    );
  const both = { kind: 'events' as const, eventTokens: [SHOW.event(1), aSeatedShow.event(1)] };

  it('holds a call for two shows’ performances in the line of each, one after the other', async () => {
    setRoomStore(new MemoryStore());
    const rooms = bothRooms();
    const first = await atTheDoor({ tickets: [], passes: [], device: null }, both, rooms, {
      join: true,
      admit: true,
      from: null,
      isShowsPerformance,
    });
    expect(first.through).toBe(false);
    // let in through the first show's line (the test moves its counter): the second still holds the call
    const [a, b] = [rooms.open.get(`show:${SHOW.projectToken}`)!, rooms.open.get(`show:${aSeatedShow.projectToken}`)!];
    await roomStore().advance(a, 60_000, 1);
    await new Promise((r) => setTimeout(r, 5));
    await roomStore().advance(a, 60_000, 1);
    const second = await atTheDoor(first.visitor, both, rooms, {
      join: true,
      admit: true,
      from: null,
      isShowsPerformance,
    });
    expect(second.through).toBe(false);
    expect(second.visitor.passes).toEqual([expect.objectContaining({ scope: a.scope })]);
    expect(second.status).toMatchObject({ scope: b.scope, state: 'waiting' });
    // and a show of no room's performances alone goes on
    const free = await atTheDoor(
      { tickets: [], passes: [], device: null },
      { kind: 'events', eventTokens: ['EV-none'] },
      rooms,
      {
        join: true,
        admit: true,
        from: null,
        isShowsPerformance,
      },
    );
    expect(free.through).toBe(true);
  });

  it('holds a call whose rooms cannot be determined (the show lookup failed) rather than letting it through', async () => {
    await showRoom();
    env.server.use(http.all(/\/api\/pro\/project$/, () => new HttpResponse(null, { status: 503 })));
    backend.length = 0;
    const held = await call('seats.get', { eventToken: aSeatedShow.event(1) });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await held.json()) as { line: { state: string } }).line.state).toBe('unavailable');
    expect(backend).not.toContain('/api/goods/seatGoods');
  });
  it('keeps a show’s last answer when a later lookup fails: its calls meet its room, not a held door', async () => {
    await showRoom();
    expect(
      ((await (await call('seats.get', { eventToken: SHOW.event(1) })).json()) as { line: { state: string } }).line
        .state,
    ).toBe('waiting');
    // the ticketing API stops answering, and the show's facts are due to be read again
    env.server.use(http.all(/\/api\/pro\/project$/, () => new HttpResponse(null, { status: 503 })));
    const later = Date.now() + 15_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const held = await call('seats.get', { eventToken: SHOW.event(2) }, '', '203.0.113.2');
      expect(held.status).toBe(429);
      expect(((await held.json()) as { line: { state: string } }).line.state).toBe('waiting');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the proxy’s door', () => {
  const page = (path: string, cookie = '', address = '203.0.113.1') =>
    new NextRequest(`${SITE}${path}`, { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } });
  const goOn = () => NextResponse.next();
  const setCookies = (response: Response) =>
    new Map(
      response.headers.getSetCookie().map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2) as [string, string]),
    );

  it('shows a newcomer the queue page at the seat map’s address, with a number; a reload keeps it', async () => {
    await showRoom();
    const path = `/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`;
    const first = await waitingRoomGate(page(path), goOn);
    // the static queue page (as the edge serves it), never kept, with the number in a cookie
    expect(new URL(first.headers.get('x-middleware-rewrite')!).pathname).toBe('/en/queue/join');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-waiting-room-edge')).toBe('2');
    const cookies = new Map(
      first.headers.getSetCookie().map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(decodeURIComponent(cookies.get('wr_asked')!)).toBe(path);
    // the ticket names the device it was issued to (its own cookie, HttpOnly)
    expect(cookies.get('wr_device')).toMatch(/^[\w-]{22}$/);
    const cookie = `wr_ticket=${cookies.get('wr_ticket')}; wr_device=${cookies.get('wr_device')}`;
    const again = await waitingRoomGate(page(path, cookie), goOn);
    // the ticket alone, without its device, is no ticket: a number of its own
    const bare = await waitingRoomGate(page(path, `wr_ticket=${cookies.get('wr_ticket')}`), goOn);
    expect(
      readVisitor({ get: (n) => (n === 'wr_ticket' ? { value: setCookies(bare).get(n)! } : undefined) }).tickets,
    ).toEqual([expect.objectContaining({ number: 2 })]);
    expect(again.headers.get('x-middleware-rewrite')).toBeTruthy();
    expect(again.headers.getSetCookie().some((c) => c.startsWith('wr_ticket='))).toBe(false);
    const visitor = readVisitor({ get: (name) => (cookies.has(name) ? { value: cookies.get(name)! } : undefined) });
    expect(visitor.tickets).toEqual([expect.objectContaining({ number: 1, scope: `show:${SHOW.projectToken}` })]);
  });

  it('gives an address no more than its share of numbers, says so on the queue page, and never touches a visitor holding one', async () => {
    // one let in a minute: nobody's turn comes during the test
    await showRoom(1);
    const path = `/en/project/${SHOW.projectToken}/seats`;
    const office = '198.51.100.20';
    const holder = setCookies(await waitingRoomGate(page(path, '', office), goOn));
    const held = `wr_ticket=${holder.get('wr_ticket')}; wr_device=${holder.get('wr_device')}`;
    for (let i = 1; i < LIMITS.queuePerAddress.points; i++)
      expect(setCookies(await waitingRoomGate(page(path, '', office), goOn)).has('wr_ticket')).toBe(true);

    // the share is spent: no number, the queue page (in the language asked for) says why and when it tries again
    const refused = await waitingRoomGate(page(path, '', office), goOn);
    expect(new URL(refused.headers.get('x-middleware-rewrite')!).pathname).toBe('/en/queue/join');
    const cookies = setCookies(refused);
    expect(cookies.has('wr_ticket')).toBe(false);
    const hint = JSON.parse(Buffer.from(cookies.get('wr_line')!, 'base64url').toString()) as {
      state: string;
      pollSeconds: number;
    };
    expect(hint.state).toBe('refused');
    expect(hint.pollSeconds).toBeGreaterThan(LIMITS.queuePerAddress.minutes * 60 - 60);

    // the one holding a number keeps it, from the same address
    const again = await waitingRoomGate(page(path, held, office), goOn);
    const kept = JSON.parse(Buffer.from(setCookies(again).get('wr_line')!, 'base64url').toString()) as {
      state: string;
      ticket: number;
    };
    expect(kept).toMatchObject({ state: 'waiting', ticket: 1 });
    // another address gets a number
    expect(setCookies(await waitingRoomGate(page(path, '', '198.51.100.21'), goOn)).has('wr_ticket')).toBe(true);

    // the ticketing routes' door: 429 with Retry-After, never reaching the API
    backend.length = 0;
    const call429 = await call('seats.get', { eventToken: SHOW.event(1) }, '', office);
    expect(call429.status).toBe(429);
    expect(Number(call429.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await call429.json()) as { line: { state: string } }).line.state).toBe('refused');
    expect(backend).not.toContain('/api/goods/seatGoods');

    // the queue page's script: 429 with Retry-After and the view; without JavaScript, the queue page says so
    const join = (json: boolean) =>
      joinRoute(
        new NextRequest(`${SITE}/api/queue/join?locale=en&scope=show%3A${SHOW.projectToken}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': office, ...(json ? { 'content-type': 'application/json' } : {}) },
          body: json ? JSON.stringify({ to: path }) : '',
        }),
      );
    const joined = await join(true);
    expect(joined.status).toBe(429);
    expect(Number(joined.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await joined.json()) as { state: string }).state).toBe('refused');
    expect((await join(false)).status).toBe(303);
    const pageView = await describeLine(
      { tickets: [], passes: [], device: null },
      `show:${SHOW.projectToken}`,
      path,
      'en',
      {
        join: false,
        from: office,
      },
    );
    expect(pageView.view.state).toBe('refused');
  });

  it('shows the queue page at the address asked for in Chinese too, never a redirect', async () => {
    await showRoom();
    const zh = await waitingRoomGate(page(`/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`), goOn);
    expect(zh.status).toBe(200);
    expect(zh.headers.get('location')).toBeNull();
    // the Chinese queue page's public address (the site's rewrites serve it from /zh-hans)
    expect(new URL(zh.headers.get('x-middleware-rewrite')!).pathname).toBe('/queue/join');
  });

  it('takes no number for a link’s prefetch', async () => {
    await showRoom();
    const prefetch = new NextRequest(`${SITE}/en/project/${SHOW.projectToken}/seats`, {
      headers: { 'next-router-prefetch': '1', rsc: '1' },
    });
    const answer = await waitingRoomGate(prefetch, goOn);
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('leaves content pages and other shows alone', async () => {
    await showRoom();
    for (const path of ['/en/news', `/project/${aSeatedShow.projectToken}/seats`, `/en/project/${SHOW.projectToken}`]) {
      const answer = await waitingRoomGate(page(path), goOn);
      expect(answer.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });
});

describe('the queue page’s answer', () => {
  it('sends a visitor with no page to go back to on to the home page in their language', async () => {
    for (const [locale, home] of [
      ['en', '/en'],
      ['zh-hans', '/'],
    ] as const) {
      const { view } = await describeLine({ tickets: [], passes: [], device: null }, null, null, locale, {
        join: false,
        from: '203.0.113.9',
      });
      expect(view.next).toBe(home);
    }
  });

  it('says when the performance waited for sold out, and offers the show’s others that still have tickets', async () => {
    await showRoom();
    const to = `/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`;
    const before = await describeLine({ tickets: [], passes: [], device: null }, null, to, 'en', {
      join: true,
      from: '203.0.113.9',
    });
    expect(before.view).toMatchObject({ state: 'waiting', soldOut: false, show: { name: SHOW.title.en } });
    env.sandbox.ctx.db.prepare('UPDATE tk_prices SET sale_count = good_count WHERE event_token = ?').run(SHOW.event(1));
    env.sandbox.ctx.db.prepare("UPDATE tk_seat_goods SET status = 'sold' WHERE event_token = ?").run(SHOW.event(1));
    // (the show's stock is read again at most every 10 s per process)
    forgetShowFacts();
    const after = await describeLine(before.visitor, null, to, 'en', { join: false, from: '203.0.113.9' });
    expect(after.view.soldOut).toBe(true);
    expect(after.view.ticket).toBe(before.view.ticket);
    expect(after.view.others.map((o) => o.eventToken)).toEqual(
      SHOW.events.map((_, i) => SHOW.event(i + 1)).filter((e) => e !== SHOW.event(1)),
    );
    expect(after.view.others[0].href).toBe(`/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(2)}`);
  });
});

describe('automatic mode', () => {
  it('opens the whole buying path’s room when the ticketing API is slow, and closes it once healthy and the line is empty', async () => {
    const now = Date.now();
    const clock = { now };
    setRoomStore(new MemoryStore(() => clock.now));
    await roomStore().setOverride('all', { mode: 'auto', rate: 120, tickMs: 1000, epoch: 'auto', at: 0 });
    forgetRooms();
    for (let i = 0; i < 20; i++) reportCall('/api/goods/seatGoods', now - 100, false, now);
    expect(backendHealth(now).struggling).toBe(false);
    await autoStep(await currentRooms(), now);
    expect((await currentRooms()).open.has('all')).toBe(false);

    for (let i = 0; i < 20; i++) reportCall('/api/goods/seatGoods', now - 9_000, i % 2 === 0, now);
    expect(backendHealth(now).struggling).toBe(true);
    await autoStep(await currentRooms(), now);
    forgetRooms();
    expect((await currentRooms()).open.has('all')).toBe(true);

    // healthy again, the line empty, after the room's first half minute: closed
    forgetCalls();
    clock.now = now + 40_000;
    await autoStep(await currentRooms(), clock.now);
    forgetRooms();
    expect(await roomStore().autoOpen()).toBeNull();
  });
});
