/**
 * `npm run sandbox`: the local stand-in for the theatre's Drupal (content), Damai (ticketing) and
 * image service, on SANDBOX_PORT (default 4010). `--reset` starts from a fresh database (the drawn
 * pictures' caches stay: data-file.ts).
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createSandbox, defaultConfig } from './app';
import { checkDataFile, resetDataDir } from './data-file';

async function main() {
  const config = defaultConfig();
  const dbFile = join(config.dataDir, 'sandbox.db');
  if (process.argv.includes('--reset')) {
    resetDataDir(config.dataDir);
    log('sandbox data reset', { dataDir: config.dataDir });
  }
  const data = checkDataFile(dbFile);
  if (data.state === 'retired') {
    log(`sandbox data from an older seed (version ${data.from}) set aside in ${data.movedTo}; seeding afresh`);
  } else if (data.state === 'current' && data.stale) {
    log(
      `sandbox data seeded ${data.ageDays} days ago: its show dates are relative to that day, so many have ended. npm run sandbox:reset starts afresh`,
    );
  }
  const port = Number(process.env.SANDBOX_PORT || 4010);
  const sandbox = await createSandbox({ dbFile, config, log: (line) => console.log(line) });
  const server = serve(
    { fetch: sandbox.app.fetch, port, hostname: process.env.SANDBOX_HOST || '127.0.0.1' },
    (info) => {
      log('sandbox listening', { port: info.port });
    },
  );
  // The site's backend proxy and its own calls drop idle keep-alive connections after 4 s; a Node
  // server's default keeps them 5 s. Were the two equal they would race, and a request sent on a
  // connection the sandbox is closing at that moment would fail with "socket hang up" (a 502 in the
  // browser). Idle connections stay open here longer than the client keeps them.
  (server as Server).keepAliveTimeout = 10_000;
  const stop = () => {
    server.close();
    sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function log(msg: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ t: new Date().toISOString(), msg, ...extra }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
