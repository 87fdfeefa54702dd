// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installDrain } from '@/lib/platform/http/drain';
import { onResponseClosed } from '@/lib/platform/http/response-closed';

/**
 * A stopping instance behind a proxy that keeps sending on its keep-alive connection, as Varnish
 * does under load: Node's `server.close()` alone never finished while the requests kept coming.
 */
type Seen = { status?: number; connection?: string; body?: string; error?: string };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function site(answerAfterMs: number) {
  const drain = installDrain({ signals: [] });
  const server = http.createServer((_req, res) => setTimeout(() => res.end('the page'), answerAfterMs));
  // as scripts/start.mjs starts the instances: idle connections outlive the proxy's
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(() => {
    drain.uninstall();
    server.closeAllConnections();
    server.close();
  });
  return { drain, server, port };
}

/**
 * A proxy's one pooled connection: each request sent as soon as the previous answer is read. Like
 * Varnish (its "backend close retry"), a request that fails on a reused connection before any answer
 * is sent once more on a new one: a server may close an idle keep-alive connection just as the next
 * request is on its way, and HTTP leaves the retry to the client.
 */
function steadyClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const seen: Seen[] = [];
  let stopped = false;
  const send = (retry: boolean) => {
    if (stopped) return;
    const request = http.get({ host: '127.0.0.1', port, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        seen.push({ status: res.statusCode, connection: res.headers.connection, body });
        setImmediate(() => send(false));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!retry && request.reusedSocket && error.code === 'ECONNRESET') return send(true);
      seen.push({ error: error.code });
      stopped = true;
    });
  };
  send(false);
  cleanups.push(() => {
    stopped = true;
    agent.destroy();
  });
  return seen;
}

const closed = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

describe('an instance told to stop', () => {
  it('finishes closing while a proxy keeps its connection busy, and answers every request it took', async () => {
    const { drain, server, port } = await site(20);
    const seen = steadyClient(port);
    await new Promise((r) => setTimeout(r, 200));
    drain.drain();
    await closed(server);
    await until(() => seen.some((s) => s.error));

    const answers = seen.filter((s) => s.status !== undefined);
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.every((s) => s.status === 200 && s.body === 'the page')).toBe(true);
    // nothing was cut off mid-answer: the proxy's next connection found the port closed, and goes
    // to a running instance instead
    expect(seen.filter((s) => s.error).map((s) => s.error)).toEqual(['ECONNREFUSED']);
    expect(seen.at(-1)?.error).toBe('ECONNREFUSED');
  });

  it('answers a request in flight when the drain begins, with Connection: close', async () => {
    const { drain, server, port } = await site(300);
    const seen = steadyClient(port);
    await new Promise((r) => setTimeout(r, 100));
    drain.drain();
    await closed(server);
    await until(() => seen.length > 0);
    expect(seen[0]).toEqual({ status: 200, connection: 'close', body: 'the page' });
  });

  it("watches each answer on the one 'close' listener the other layers share (Node warns past ten)", async () => {
    const drain = installDrain({ signals: [] });
    let listeners = -1;
    const server = http.createServer((_req, res) => {
      onResponseClosed(res, () => {});
      listeners = res.listenerCount('close');
      res.end('the page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      drain.uninstall();
      server.close();
    });
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(listeners).toBe(1);
  });
});
