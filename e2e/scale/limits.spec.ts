import { expect, test } from '../fixtures';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import { LIMITS } from '../../lib/platform/throttle/rules';
import { sandboxURL, sessionCookies } from '../support';
import { ownLoopbackAddress, send } from '../security/direct-client';
import { clusterState, get } from './cluster';

/**
 * Issue 29 in the cluster: the edge is the one public listener and says who its client is, so a
 * visitor's invented X-Forwarded-For changes nothing; the instances share each count through the
 * limits' own Redis; and unknown paths cannot fill the shared Redis.
 */
test.describe.configure({ mode: 'serial' });

/**
 * How many unknown paths the last test asks the instances for: each is a 404 an instance renders (0.1 s
 * and more of a loaded machine). The memory of 10,000 is measured in tests/cache-unknown-paths.test.ts.
 */
const UNKNOWN_PATHS = 200;

const randomAddress = () => Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * 254)).join('.');

test('random X-Forwarded-For values change nothing for a direct client of the edge', async () => {
  const { edge } = clusterState();
  const from = ownLoopbackAddress();
  const statuses: number[] = [];
  for (let i = 0; i < LIMITS.captchaPerAddress.points + 3; i++) {
    const headers = {
      'content-type': 'application/json',
      origin: edge.url,
      'x-forwarded-for': `${randomAddress()}, ${randomAddress()}`,
    };
    const fresh = await send(edge.url, '/api/ticketing/captcha.new?locale=en', {
      localAddress: from,
      headers,
      body: JSON.stringify({ identifier: `scale-${from}` }),
    });
    const token = (JSON.parse(fresh.body) as { data: { token: string } }).data.token;
    const check = await send(edge.url, '/api/ticketing/captcha.check?locale=en', {
      localAddress: from,
      headers,
      body: JSON.stringify({ identifier: `scale-${from}`, token, answer: 'WRONG' }),
    });
    statuses.push(check.status);
  }
  expect(statuses.slice(0, LIMITS.captchaPerAddress.points).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(LIMITS.captchaPerAddress.points)).toEqual([429, 429, 429]);
});

/** The addresses a TCP port is listened on, as the kernel lists them (hex, /proc/net/tcp and tcp6). */
function listenedOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1].split(':')[0]),
  );
}
const LOOPBACK = ['0100007F', '00000000000000000000000001000000'];
const EVERY_INTERFACE = ['00000000', '00000000000000000000000000000000'];

test('only the edge listens beyond this machine: the instances answer on 127.0.0.1 alone', async () => {
  const { edge, instances } = clusterState();
  expect(listenedOn(edge.port).some((address) => EVERY_INTERFACE.includes(address))).toBe(true);
  for (const instance of instances) {
    const addresses = listenedOn(instance.port);
    expect(addresses.length, String(instance.port)).toBeGreaterThan(0);
    expect(
      addresses.every((address) => LOOPBACK.includes(address)),
      String(instance.port),
    ).toBe(true);
  }
  // and, where this machine has another address, as a client there sees it
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  if (!external) return;
  const reachable = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, external);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  expect(await reachable(edge.port)).toBe(true);
  for (const instance of instances) expect(await reachable(instance.port), String(instance.port)).toBe(false);
});

test("an instance keeps an idle connection open past Node's 5 s, as the edge expects of its backends", async () => {
  const { instances } = clusterState();
  const socket = net.connect(instances[0].port, '127.0.0.1');
  const answers: string[] = [];
  let closed = false;
  socket.on('data', (chunk) => answers.push(chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));
  const ask = () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  ask();
  await expect.poll(() => answers.join('')).toMatch(/^HTTP\/1\.1 200/);
  // idle for longer than Node's default keepAliveTimeout: Varnish would send its next request now
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(closed).toBe(false);
  answers.length = 0;
  ask();
  await expect.poll(() => answers.join('')).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
});

test('30 wrong pins sent at once, spread over the instances, meet one count', async ({ request }) => {
  const { instances } = clusterState();
  const api = `${sandboxURL}/jsonapi/damai/api`;
  const email = `pin${Date.now().toString(36)}@theatre.test`;
  await request.post(`${api}/user/register`, { data: { email, password: 'Abc12345' } });
  await request.post(`${api}/user/genarateRandomStr`, { data: { identifier: email } });
  const login = await request.post(`${api}/user/login`, {
    data: { email, identifier: email, loginPass: 'Abc12345', captcha: 'TEST', langType: 2 },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await request.post(`${api}/user/openAccount`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { validateType: 1, payPassword: '135790' },
  });
  const cookie = (await sessionCookies(request, token)).map((c) => `${c.name}=${c.value}`).join('; ');
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const instance = instances[i % instances.length];
      return send(instance.url, '/api/ticketing/account.checkPin?locale=en', {
        headers: { 'content-type': 'application/json', origin: instance.url, cookie },
        body: JSON.stringify({ validateType: 1, payPassword: '000000' }),
      });
    }),
  );
  const reached = answers.filter((a) => a.status !== 429);
  expect(reached.length).toBeLessThanOrEqual(LIMITS.pinPerAccount.points);
  expect(reached.every((a) => a.status === 400)).toBe(true);
});

test('unknown paths put nothing in the shared Redis: no entry each, its memory as it was', async () => {
  test.setTimeout(180_000);
  // straight to the instances, in turn: the edge keeps no 404, and its health probes would only
  // add a loaded machine's 503s to what is measured here
  const { instances, redis, limitsRedis } = clusterState();
  const cli = (port: number | null, ...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });
  const used = (port: number | null) => Number(/used_memory:(\d+)/.exec(cli(port, 'info', 'memory'))![1]);
  const keys = (port: number | null) => Number(cli(port, 'dbsize'));
  const before = { memory: [used(redis.port), used(limitsRedis.port)], keys: keys(redis.port) };
  const paths = Array.from({ length: UNKNOWN_PATHS }, (_, i) => `/${i}-${Math.random().toString(36).slice(2)}`);
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < paths.length) {
        const i = next++;
        const path = paths[i];
        const { status } = await get(instances[i % instances.length].url, i % 2 ? path : `/en${path}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  expect([...statuses.keys()]).toEqual([404]);
  const after = { memory: [used(redis.port), used(limitsRedis.port)], keys: keys(redis.port) };
  test.info().annotations.push({
    type: 'redis',
    description: `${UNKNOWN_PATHS} unknown paths: cache Redis ${before.keys} -> ${after.keys} keys, ${before.memory[0]} -> ${after.memory[0]} bytes; limits Redis ${before.memory[1]} -> ${after.memory[1]} bytes`,
  });
  // an entry per path (the alias look-up's "nothing here", as before) would be UNKNOWN_PATHS keys
  expect(after.keys - before.keys).toBeLessThan(UNKNOWN_PATHS / 4);
  expect(after.memory[0] - before.memory[0]).toBeLessThan(2 ** 20);
  expect(after.memory[1] - before.memory[1]).toBeLessThan(2 ** 20);
});
