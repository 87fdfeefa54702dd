// Next's own copy of the `compression` middleware (1.7.4), which its server installs unless
// next.config's `compress` is false; lib/platform/http/compression.ts installs it instead.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** the options go to zlib's createGzip / createDeflate too (`flush`: the flush done after each write) */
  export default function compression(options?: { threshold?: number | string; flush?: number }): Middleware;
}

declare module 'next/dist/server/lib/release-compression-stream' {
  import type { ServerResponse } from 'node:http';

  export function releaseCompressionStream(res: ServerResponse): void;
}
