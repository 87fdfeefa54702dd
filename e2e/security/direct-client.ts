import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * A client talking straight to a server, from a loopback address of its own (127.0.0.0/8 is all
 * this machine's), so that what it spends of a per-address limit is not what the other tests,
 * all from 127.0.0.1, need.
 */
export const ownLoopbackAddress = () =>
  `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

export type Answer = { status: number; body: string };

/** One request from `localAddress` (GET or POST with a small body). */
export function send(
  origin: string,
  path: string,
  options: { method?: string; localAddress?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path,
        method: options.method ?? 'POST',
        localAddress: options.localAddress,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A POST whose body is `megabytes` of zeros sent chunked (no Content-Length), written as fast as
 * the server takes it until the server answers or stops reading; the answer's status (0: none).
 * A raw socket: a server that answers early and closes makes the writes fail, and Node's HTTP
 * client would then report the failure rather than the answer that came first.
 */
export function postChunked(
  origin: string,
  path: string,
  megabytes: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const { hostname, port } = new URL(origin);
  const host = hostname === 'localhost' ? '127.0.0.1' : hostname;
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    let received = '';
    let status = 0;
    const finish = () => {
      socket.destroy();
      resolve(status);
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (line) {
        status = Number(line[1]);
        finish();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const head = Object.entries({ ...headers, host: `${hostname}:${port}`, 'transfer-encoding': 'chunked' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(64 * 1024), Buffer.from('\r\n')]);
    let left = megabytes * 16;
    const pump = () => {
      while (left > 0 && !status && !socket.destroyed) {
        left--;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!status && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

/** The process listening on a TCP port of this machine. */
export function listeningPid(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}: ${line}`);
  return Number(pid);
}

/** A process's resident memory, in bytes. */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}
