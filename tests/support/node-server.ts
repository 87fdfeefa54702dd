import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real Node HTTP server standing in for Next, for a whole test file: `install` puts what the
 * site adds to Node's servers in place first (and its answer undoes it last, after the server
 * closes); the server answers with `handler` on a free port of 127.0.0.1, at `origin`. A test
 * may `reinstall`: what is in place is undone, and what its function puts in place is undone last.
 */
export function nodeServerForFile(install: () => (() => void) | Promise<() => void>, handler: http.RequestListener) {
  let server: http.Server | undefined;
  let uninstall: (() => void) | undefined;
  const site = {
    origin: '',
    async reinstall(next: () => (() => void) | Promise<() => void>) {
      uninstall?.();
      uninstall = undefined;
      uninstall = await next();
    },
  };
  beforeAll(async () => {
    uninstall = await install();
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    uninstall?.();
  });
  return site;
}
