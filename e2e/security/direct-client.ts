import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * A client talking straight to a server, from a loopback address of its own (127.0.0.0/8 is all
 * this machine's), so that what it spends of a per-address limit is not what the other tests,
 * all from 127.0.0.1, need.
 */
export const ownLoopbackAddress = () =>
  `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

export type Answer = { status: number; body: string };

/** One request from `localAddress`, with the body given (a string, or a generator of chunks sent chunked). */
export function send(
  origin: string,
  path: string,
  options: {
    method?: string;
    localAddress?: string;
    headers?: Record<string, string>;
    body?: string | (() => Generator<Buffer>);
  } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port,
      path,
      method: options.method ?? 'POST',
      localAddress: options.localAddress,
      headers: options.headers,
      agent: false,
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      });
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: '' }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = options.body;
    if (typeof body !== 'function') {
      req.end(body);
      return;
    }
    // a chunked body (no Content-Length), written as fast as the server takes it, until it answers
    const chunks = body();
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (answered || req.destroyed) return;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}

/** `megabytes` of zeros in 64 kB chunks. */
export function* zeros(megabytes: number): Generator<Buffer> {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < megabytes * 16; i++) yield chunk;
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
