import { expect } from '@playwright/test';
import http from 'node:http';
import https from 'node:https';
import type { LineView } from '../lib/queue/describe';
import { previewToken, sandboxURL } from './support';

/**
 * Helpers of the waiting room's e2e tests: a simulated visitor (plain HTTP with a cookie jar, as a
 * browser keeps one), the operators' switch, and the sandbox's count of the ticketing calls it served.
 */
export const adminToken = process.env.WAITING_ROOM_ADMIN_TOKEN || 'sandbox-waiting-room-admin-token';

/** What the queue's routes answer (the static page's `wr_line` cookie holds the same). */
export type LineAnswer = Pick<
  LineView,
  'state' | 'scope' | 'ticket' | 'place' | 'waitSeconds' | 'pollSeconds' | 'next'
>;

/**
 * The crowd's connections: visitors share a few, as they share an edge's connections to an
 * instance (Varnish keeps a pool per backend), each request waiting its turn in order. A request
 * waiting here has not arrived yet: it arrives when it is written to a connection (`sentAt`).
 * Without a bound, two thousand visitors opening a connection each overflow the server's accept
 * queue on this shared machine (connection timeouts, where browsers would have waited); with many,
 * an instance lagging seconds behind (measured at a load of 30) reads requests written more than
 * a second apart in no particular order, so no number could follow arrival.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
/** The same through a TLS terminator (the scale cluster's hitch, its certificate made at start: not checked). */
const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false });

/**
 * A crowd comes from many addresses, and the site gives each address a share of numbers
 * (LIMITS.queuePerAddress). On Linux all of 127.0.0.0/8 is this machine, so a simulated visitor
 * can connect from its own loopback address (`crowdAddress`): the site sees a different socket
 * address, as it would for visitors on different networks. Such a request takes a connection of
 * its own (kept open for that address's next visitor, as a shared connection would be), and at
 * most as many requests are under way at once as on the shared connections above (16), taken in
 * the order asked: the same bound, so the instance reads them in arrival order as before.
 */
const addressAgents = new Map<string, http.Agent>();

function agentFrom(address: string, tls: boolean): http.Agent {
  const key = `${tls ? 'https' : 'http'} ${address}`;
  let found = addressAgents.get(key);
  if (!found) {
    const options = { keepAlive: true, maxSockets: 4, localAddress: address };
    found = tls ? new https.Agent({ ...options, rejectUnauthorized: false }) : new http.Agent(options);
    addressAgents.set(key, found);
  }
  return found;
}
const crowdSlots = { free: 16, waiting: [] as (() => void)[] };

/**
 * How many of a crowd's requests may be under way at once (16 unless set): behind the cluster's
 * edge, which holds a crowd's connections itself and hands the instances a few at a time, more
 * (and a single instance's 16 would make 2,000 visitors' arrivals last minutes).
 */
export function crowdConcurrency(requests: number) {
  crowdSlots.free += requests - 16;
}

async function crowdSlot(): Promise<() => void> {
  if (crowdSlots.free > 0) crowdSlots.free--;
  else await new Promise<void>((resolve) => crowdSlots.waiting.push(resolve));
  return () => {
    const next = crowdSlots.waiting.shift();
    if (next) next();
    else crowdSlots.free++;
  };
}

/** The loopback address the `i`th visitor of a crowd connects from, one of `addresses` (127.0.1.1, ...). */
export const crowdAddress = (i: number, addresses: number) => `127.0.1.${1 + (i % addresses)}`;

/** What a visitor's request got back (the parts the tests read). */
export type Answer = {
  status: number;
  /** when the request was handed to the network, its last byte written: when it arrived, for the site */
  sentAt: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
};

type Init = { method?: string; headers: Record<string, string>; body?: string; from?: string };

/**
 * One request; sent again once when a kept-alive connection the server had just closed took it
 * (Node's documented race: ECONNRESET on a reused socket, before any answer).
 */
async function send(url: string, init: Init): Promise<{ answer: Answer; setCookies: string[] }> {
  const release = init.from ? await crowdSlot() : () => {};
  try {
    return await sendOnce(url, init);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket) return sendOnce(url, init);
    throw error;
  } finally {
    release();
  }
}

function sendOnce(url: string, init: Init) {
  return new Promise<{ answer: Answer; setCookies: string[] }>((resolve, reject) => {
    let sentAt = 0;
    const tls = url.startsWith('https:');
    const req = (tls ? https : http).request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: init.from ? agentFrom(init.from, tls) : tls ? tlsAgent : agent,
        timeout: 180_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => {
            const value = res.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({
            answer: {
              status: res.statusCode ?? 0,
              sentAt,
              headers: { get: header },
              text: async () => text,
              json: async () => JSON.parse(text) as unknown,
            },
            setCookies: res.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    req.on('finish', () => (sentAt = Date.now()));
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 180 s`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        Object.assign(error, {
          message: `${init.method ?? 'GET'} ${url}: ${error.message} (${error.code ?? 'no code'}, ${req.reusedSocket ? 'reused' : 'new'} connection)`,
          reusedSocket: req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''),
        }),
      ),
    );
    req.end(init.body);
  });
}

/** One visitor: their cookies, and every answer's status (no 5xx may ever come). */
export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly statuses: number[] = [];
  /** when the last request was written (`Answer.sentAt`): what it answered was true at that time or later */
  lastSentAt = 0;

  /** `from`: the loopback address this visitor connects from (`crowdAddress`); else the shared connections' */
  constructor(
    readonly origin: string,
    readonly from?: string,
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; origin?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookie;
    const { answer, setCookies } = await send(`${init.origin ?? this.origin}${path}`, {
      ...init,
      headers,
      from: this.from,
    });
    this.statuses.push(answer.status);
    this.lastSentAt = answer.sentAt;
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const [name, ...value] = pair.split('=');
      if (attributes.some((a) => /^max-age=0$/i.test(a)) || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return answer;
  }

  /** A page of the site, as a browser asks for it. */
  page(path: string, origin?: string) {
    return this.fetch(path, { headers: { Accept: 'text/html' }, origin });
  }

  async status(scope: string, to: string, origin?: string): Promise<LineAnswer> {
    const query = new URLSearchParams({ scope, to, locale: 'en' });
    const res = await this.fetch(`/api/queue/status?${query}`, { origin });
    return (await res.json()) as LineAnswer;
  }

  /** What the queue page's script does first: take a number (or hear the one the visitor has). */
  async join(scope: string | null, to: string, origin?: string): Promise<LineAnswer> {
    const res = await this.fetch('/api/queue/join?locale=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope, to }),
      origin,
    });
    return (await res.json()) as LineAnswer;
  }

  /** One of the site's ticketing routes, as the page's script calls it. */
  async ticketing(operation: string, input: unknown, origin?: string) {
    const base = origin ?? this.origin;
    const res = await this.fetch(`/api/ticketing/${operation}?locale=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(input),
      origin,
    });
    return {
      status: res.status,
      queue: res.headers.get('x-waiting-room'),
      body: (await res.json()) as { data?: unknown },
    };
  }
}

/** The place the door gave with the queue page (the cookie its script reads first), or null. */
export function lineHint(visitor: Visitor): LineAnswer | null {
  const value = visitor.cookies.get('wr_line');
  return value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as LineAnswer) : null;
}

/** The number a visitor's pass for this room was earned with (its signed cookie read, not checked), or null. */
export function passTicket(visitor: Visitor, scope: string): number | null {
  const value = visitor.cookies.get('wr_pass');
  if (!value) return null;
  const entries = JSON.parse(Buffer.from(value.split('.')[0], 'base64url').toString('utf8')) as {
    s: string;
    n: number;
  }[];
  return entries.find((e) => e.s === scope)?.n ?? null;
}

/** Whether a page's HTML is the queue page (static or not) rather than the page asked for. */
export const isQueuePage = (html: string) => html.includes('id="queue-title"');

/** The number on the queue page proper's HTML (/queue, without JavaScript), or null. */
export function ticketOnPage(html: string): number | null {
  const match = /data-testid="queue-ticket"[^>]*>(\d+)</.exec(html);
  return match ? Number(match[1]) : null;
}

/** The operators' switch (POST /api/queue/admin). */
export async function switchRoom(origin: string, body: object) {
  const res = await fetch(`${origin}/api/queue/admin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** When each ticketing call of this path was answered by the sandbox, since `since` (ms). */
export async function sandboxCalls(path: string, since: number): Promise<number[]> {
  const res = await fetch(`${sandboxURL}/sandbox/capacity/calls?path=${encodeURIComponent(path)}&since=${since}`, {
    headers: { Authorization: `Bearer ${previewToken}` },
  });
  expect(res.ok).toBeTruthy();
  return ((await res.json()) as { calls: number[] }).calls;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a crowd's visitor heard from the line, and when they asked (the request's `sentAt`). */
export type Seen = { at: number; state: LineAnswer['state'] };
/** A visitor of a simulated crowd: when they arrived, their number, when they were let in, what they heard. */
export type CrowdVisitor = Visitor & { arrivedAt?: number; ticket?: number | null; admittedAt?: number; seen: Seen[] };

/** Numbers given against arrival order: one below the highest of those who arrived more than a second earlier. */
export function numbersOutOfOrder(crowd: CrowdVisitor[]): string[] {
  const byArrival = crowd.filter((v) => typeof v.ticket === 'number').sort((a, b) => a.arrivedAt! - b.arrivedAt!);
  const wrong: string[] = [];
  let highest = 0;
  for (let i = 0, j = 0; i < byArrival.length; i++) {
    for (; byArrival[j].arrivedAt! < byArrival[i].arrivedAt! - 1000; j++)
      highest = Math.max(highest, byArrival[j].ticket!);
    if (highest > byArrival[i].ticket!) wrong.push(`${byArrival[i].ticket} after ${highest}`);
  }
  return wrong;
}

/**
 * Visitors let in while one who arrived more than a second earlier, with a number, was still told
 * to wait more than `graceMs` later (the line moves a tick at a time: a status asked just before a
 * tick still says "waiting").
 */
export function passedOver(crowd: CrowdVisitor[], graceMs = 0): string[] {
  const wrong: string[] = [];
  for (const b of crowd.filter((v) => v.admittedAt !== undefined)) {
    // let in no later than they heard it (`admittedAt`), the others seen waiting no earlier than asked (`Seen.at`)
    const letIn = b.admittedAt!;
    for (const a of crowd)
      if (
        typeof a.ticket === 'number' &&
        a.arrivedAt! < b.arrivedAt! - 1000 &&
        a.seen.some((s) => s.at > letIn + graceMs && s.state === 'waiting')
      )
        wrong.push(`${a.ticket} still waiting after ${b.ticket} was let in`);
  }
  return wrong;
}

/**
 * The visitor's one number: the first a line's answer names is theirs, and every later answer that
 * names one names the same. An answer naming none (the line unreadable) changes nothing.
 */
export function keepsOneNumber(visitor: { ticket?: number | null }, answer: LineAnswer) {
  if (answer.ticket === null) return;
  visitor.ticket ??= answer.ticket;
  expect(answer.ticket, `one number per visitor, however often they ask: ${JSON.stringify(answer)}`).toBe(
    visitor.ticket,
  );
}

/** Whether the line's answer lets the visitor go on, as the queue page's script reads it: their turn, or no line for them. */
export const letIn = (answer: LineAnswer) => answer.state === 'admitted' || answer.state === 'open';
