// @ts-check
/**
 * Which build this process serves, so that cached entries are never read by another build: the
 * build's BUILD_ID, or, for a build made with a `deploymentId` (NEXT_DEPLOYMENT_ID, recorded in
 * required-server-files.json), that id, since Next then writes a constant BUILD_ID. (npm start sets
 * none: Next 16.4 then names some scripts both with and without `?dpl=`, and a page loaded them
 * twice, splitting client state such as the member's session.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATE = Symbol.for('theatre.cache.build');

/** `globalThis`, seen as the holder of what this process knows of its build */
const shared = /** @type {{ [STATE]?: { serverDistDir: string | undefined, identity: string | undefined } }} */ (
  globalThis
);

function state() {
  return (shared[STATE] ??= { serverDistDir: undefined, identity: undefined });
}

/**
 * The route cache handler tells where the build is (Next gives it `serverDistDir`).
 * @param {string | undefined} serverDistDir
 */
export function noteServerDistDir(serverDistDir) {
  if (serverDistDir) state().serverDistDir = serverDistDir;
}

/**
 * The build's id (or its deployment id), `unbuilt` when there is no build.
 * @returns {string}
 */
export function buildIdentity() {
  const s = state();
  if (s.identity) return s.identity;
  // (a path known only at run time: the bundler must not try to trace it)
  const buildDir = s.serverDistDir
    ? join(/* turbopackIgnore: true */ s.serverDistDir, '..')
    : join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  /** @param {string} file */
  const read = (file) => readFileSync(join(/* turbopackIgnore: true */ buildDir, file), 'utf8');
  /** @param {() => string | undefined} find */
  const attempt = (find) => {
    try {
      return find() || undefined;
    } catch {
      return undefined; // no such file (no build: a unit test)
    }
  };
  s.identity =
    process.env.NEXT_DEPLOYMENT_ID ||
    attempt(() => JSON.parse(read('required-server-files.json')).config?.deploymentId) ||
    attempt(() => read('BUILD_ID').trim()) ||
    'unbuilt';
  return s.identity;
}
