import http from 'node:http';

export type RawResult = { path: string; status: number; error?: string; location?: string; body?: string };

/**
 * One request (GET unless `method` says otherwise) with the request target sent byte for byte as
 * given (fetch and Playwright would normalise `..`, `%2e` and friends away before they reach the
 * server). A response that does not arrive within `timeoutMs` is reported as status 0: a hung socket.
 */
export function rawGet(origin: string, path: string, timeoutMs = 30_000, method = 'GET'): Promise<RawResult> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path,
        method,
        headers: { Accept: 'text/html' },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            path,
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: (res.statusCode ?? 0) >= 500 ? Buffer.concat(chunks).toString('utf8').slice(0, 300) : undefined,
          }),
        );
        res.on('error', (e) => resolve({ path, status: 0, error: String(e) }));
      },
    );
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ path, status: 0, error: `no answer within ${timeoutMs} ms` });
    });
    req.on('error', (e) => resolve({ path, status: 0, error: String(e) }));
    req.end();
  });
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of the items. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(runners);
  return results;
}
