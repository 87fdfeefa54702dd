import type { ServerResponse } from 'node:http';

const CALLBACKS = Symbol.for('theatre.http.response-closed');
type Watched = ServerResponse & { [CALLBACKS]?: (() => void)[] };

/**
 * Runs `callback` once when the response closes (sent in full, or its client gone), on one
 * 'close' listener per response shared by every caller here. Next's own server puts eight to
 * nine 'close' listeners on a page's response (its abort signal, streaming, waiting for the
 * response); the observation and the compression layer each adding their own made eleven, past
 * Node's ten, and every page answer printed a MaxListenersExceededWarning under a crowd.
 */
export function onResponseClosed(res: ServerResponse, callback: () => void): void {
  const watched = res as Watched;
  if (watched[CALLBACKS]) {
    watched[CALLBACKS].push(callback);
    return;
  }
  const callbacks = [callback];
  watched[CALLBACKS] = callbacks;
  res.once('close', () => {
    for (const run of callbacks) run();
  });
}
