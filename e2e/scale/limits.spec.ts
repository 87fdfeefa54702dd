import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import { LIMITS } from '../../lib/throttle/limits';
import { sandboxURL, sessionCookies } from '../support';
import { ownLoopbackAddress, send } from '../security/direct-client';
import { clusterState, get } from './cluster';

/**
 * Issue 29 in the cluster: the edge is the one public listener and says who its client is, so a
 * visitor's invented X-Forwarded-For changes nothing; the instances share each count through the
 * limits' own Redis; and unknown paths cannot fill the shared Redis.
 */
test.describe.configure({ mode: 'serial' });

/** How many unknown paths the last test asks the edge for (each a 404 rendered by an instance). */
const UNKNOWN_PATHS = 2000;

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

test('only the edge listens beyond this machine: the instances answer on 127.0.0.1 alone', async () => {
  const { edge, instances } = clusterState();
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  test.skip(!external, 'this machine has no address but loopback');
  const reachable = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, external!);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  expect(await reachable(edge.port)).toBe(true);
  for (const instance of instances) expect(await reachable(instance.port), String(instance.port)).toBe(false);
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

test("unknown paths leave the shared Redis's used memory within a few MB", async () => {
  test.setTimeout(240_000);
  const { edge, redis, limitsRedis } = clusterState();
  const used = (port: number | null) =>
    Number(
      /used_memory:(\d+)/.exec(
        execFileSync('redis-cli', ['-p', String(port), 'info', 'memory'], { encoding: 'utf8' }),
      )![1],
    );
  const before = [used(redis.port), used(limitsRedis.port)];
  const paths = Array.from({ length: UNKNOWN_PATHS }, (_, i) => `/${i}-${Math.random().toString(36).slice(2)}`);
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 12 }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const { status } = await get(edge.url, path.length % 2 ? path : `/en${path}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  expect([...statuses.keys()]).toEqual([404]);
  const after = [used(redis.port), used(limitsRedis.port)];
  test.info().annotations.push({
    type: 'redis used memory',
    description: `cache ${before[0]} -> ${after[0]} bytes, limits ${before[1]} -> ${after[1]} bytes, ${UNKNOWN_PATHS} paths`,
  });
  expect(after[0] - before[0]).toBeLessThan(2 * 2 ** 20);
  expect(after[1] - before[1]).toBeLessThan(2 * 2 ** 20);
});
