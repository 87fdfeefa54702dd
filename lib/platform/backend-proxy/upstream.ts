import 'server-only';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/**
 * One request to the backend over Node's own HTTP client, with pooled keep-alive connections:
 * measured on these machines it costs half the CPU of `fetch` for a small image, and its socket
 * timeout bounds both the wait for the answer and any pause inside its body.
 */
// An idle connection is dropped after 4 s (as fetch does), before a backend's own keep-alive
// timeout (Apache's default is 5 s) can close it under a request sent on it at that moment.
const pool = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new http.Agent(pool), 'https:': new https.Agent(pool) };

/** The backend took longer than the timeout to answer, or paused that long inside its body. */
export class UpstreamTimeoutError extends Error {
  constructor(ms: number, options?: { cause?: unknown }) {
    super(`The backend did not answer within ${ms} ms`, options);
    this.name = 'UpstreamTimeoutError';
  }
}

/** The backend could not be reached (refused, reset, unknown host). */
export class UpstreamUnreachableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The backend could not be reached', options);
    this.name = 'UpstreamUnreachableError';
  }
}

export type UpstreamRequest = {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  timeoutMs: number;
};

export type UpstreamAnswer = {
  status: number;
  header: (name: string) => string | null;
  body: IncomingMessage;
  /** the error to report for a body that broke off, by what broke it off */
  failure: (cause: unknown) => Error;
};

/** What ended a body the backend broke off: the timeout, or the connection. */
function bodyError(timedOut: boolean, ms: number, cause: unknown): Error {
  return timedOut ? new UpstreamTimeoutError(ms, { cause }) : new UpstreamUnreachableError({ cause });
}

export function sendUpstream(url: URL, request: UpstreamRequest): Promise<UpstreamAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const req = client.request(url, {
      method: request.method,
      headers: request.body ? { ...request.headers, 'content-length': String(request.body.length) } : request.headers,
      agent: agents[url.protocol as keyof typeof agents],
    });
    req.setTimeout(request.timeoutMs, () => {
      timedOut = true;
      req.destroy(new UpstreamTimeoutError(request.timeoutMs));
    });
    req.on('error', (error) => reject(bodyError(timedOut, request.timeoutMs, error)));
    req.on('response', (res) => {
      // a body broken off later fails with what broke it off
      const readable = res.on('error', () => {});
      resolve({
        status: res.statusCode ?? 502,
        header: headerOf(res.headers),
        body: readable,
        failure: (cause) => bodyError(timedOut, request.timeoutMs, cause),
      });
    });
    req.end(request.body);
  });
}

function headerOf(headers: IncomingHttpHeaders): (name: string) => string | null {
  return (name) => {
    const value = headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
}

/** Bodies up to this size are read whole and sent on as bytes; larger ones are streamed. */
const WHOLE_BODY_LIMIT = 256 * 1024;

/**
 * The answer's body for a web Response: small ones (the JSON:API pages and resized images the
 * site asks for) whole, which costs Next less than a stream, larger ones (videos, big files)
 * streamed as they arrive.
 */
export async function responseBody(answer: UpstreamAnswer): Promise<BodyInit> {
  const length = Number(answer.header('content-length') ?? NaN);
  if (length <= WHOLE_BODY_LIMIT) {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of answer.body) chunks.push(chunk as Buffer);
    } catch (cause) {
      throw answer.failure(cause);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }
  return Readable.toWeb(answer.body) as ReadableStream<Uint8Array>;
}
