/**
 * Which build this process serves, so that shared cache entries are never read by another build:
 * Next's `deploymentId` (set from NEXT_DEPLOYMENT_ID when the site is built; Next exposes it to
 * the server as that variable), else the build's BUILD_ID file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATE = Symbol.for('theatre.cache.build');

function state() {
  globalThis[STATE] ??= { serverDistDir: undefined, identity: undefined };
  return globalThis[STATE];
}

/** The route cache handler tells where the build is (Next gives it `serverDistDir`). */
export function noteServerDistDir(serverDistDir) {
  if (serverDistDir) state().serverDistDir = serverDistDir;
}

export function buildIdentity() {
  const s = state();
  if (s.identity) return s.identity;
  const deployment = process.env.NEXT_DEPLOYMENT_ID;
  if (deployment) return (s.identity = deployment);
  // (a path known only at run time: the bundler must not try to trace it)
  const buildDir = s.serverDistDir
    ? join(/* turbopackIgnore: true */ s.serverDistDir, '..')
    : join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  try {
    s.identity = readFileSync(join(/* turbopackIgnore: true */ buildDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
  return s.identity;
}
