import 'server-only';
import http, { type ServerResponse } from 'node:http';
import { onResponseClosed } from './response-closed';

/**
 * A stopping instance lets go of its keep-alive connections. On SIGTERM `next start` closes its
 * server, and Node's `server.close()` then waits for every open connection to end; it closes the
 * idle ones once, but a connection in use keeps being served, and a proxy in front (Varnish,
 * nginx, a load balancer) sends its next request on that same connection. With a steady stream of
 * requests the instance never exits (measured: the edge kept one instance that had been told to
 * stop serving for over 90 s, until the load ended and the idle timeouts ran out).
 *
 * Once draining, every answer goes out with `Connection: close` (the proxy opens its next
 * connection to a running instance; requests already sent are answered), connections idle at that
 * moment or after an answer are closed, and after `DRAIN_LIMIT_MS` whatever is still open is
 * closed, so Next's own clean-up can finish and the process exits.
 */
export const DRAIN_LIMIT_MS = 10_000;

const INSTALLED = Symbol.for('theatre.drain');

type Drain = {
  /** Starts draining every server of this process (what SIGTERM and SIGINT do). */
  drain(): void;
  /** Takes the wrapper off (tests). */
  uninstall(): void;
};

export function installDrain({ signals = ['SIGTERM', 'SIGINT'] as NodeJS.Signals[] } = {}): Drain {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return { drain: () => {}, uninstall: () => {} };
  const emit = proto.emit;
  const servers = new Set<http.Server>();
  const answering = new Set<ServerResponse>();
  let draining = false;

  const letGo = (res: ServerResponse) => {
    // decides the `Connection` header while the head is not yet written, and closes after the answer
    if (!res.headersSent) res.shouldKeepAlive = false;
  };
  const closeIdle = () => {
    for (const server of servers) server.closeIdleConnections();
  };

  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const res = args[1] as ServerResponse;
      servers.add(this);
      answering.add(res);
      if (draining) letGo(res);
      // one shared 'close' listener per response: Next's own put it near Node's limit of ten
      onResponseClosed(res, () => {
        answering.delete(res);
        // an answer sent before the drain began kept its connection: close it now that it is idle
        if (draining) setImmediate(closeIdle);
      });
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
  proto[INSTALLED] = true;

  const drain = () => {
    if (draining) return;
    draining = true;
    for (const res of answering) letGo(res);
    closeIdle();
    setTimeout(() => {
      for (const server of servers) server.closeAllConnections();
    }, DRAIN_LIMIT_MS).unref();
  };
  for (const signal of signals) process.once(signal, drain);

  return {
    drain,
    uninstall() {
      proto.emit = emit;
      proto[INSTALLED] = false;
      for (const signal of signals) process.removeListener(signal, drain);
    },
  };
}
