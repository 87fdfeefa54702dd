#!/usr/bin/env node
// @ts-check
/**
 * Run after `npm install` changes package-lock.json.
 *
 * The npm registry reachable from these machines lacks some platform builds of native packages
 * (@next/swc-darwin-*, @swc/core-win32-*, ...). `npm install` then writes a lock file without
 * them, and `npm ci` refuses that lock file ("Missing: X from lock file"). This adds, for every
 * optional dependency the lock names but does not list, an entry with the platform (os/cpu) the
 * package's name declares, so `npm ci` accepts the lock and skips those packages as it would on
 * any Linux x64 machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** @param {string} name */
const osOf = (name) =>
  ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'sunos', 'aix', 'openharmony', 'netbsd'].find((os) =>
    name.includes(`-${os}`),
  );
/** @param {string} name */
const cpuOf = (name) => {
  if (/arm64|aarch64/.test(name)) return 'arm64';
  if (/-x64|x86_64|-amd64/.test(name)) return 'x64';
  if (/ia32|-x86/.test(name)) return 'ia32';
  if (/-arm-|gnueabihf|musleabihf|-arm$|arm-eabi/.test(name)) return 'arm';
  if (/ppc64/.test(name)) return 'ppc64';
  if (/s390x/.test(name)) return 's390x';
  if (/riscv64/.test(name)) return 'riscv64';
  if (/loong64/.test(name)) return 'loong64';
  if (/wasm32/.test(name)) return 'wasm32';
  return undefined;
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const os = osOf(dep);
    const cpu = cpuOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it for npm to report
    packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform stub entries to package-lock.json`);
