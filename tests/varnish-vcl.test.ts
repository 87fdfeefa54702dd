// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isMemberRoute } from '@/lib/platform/edge-proxy/member-routes';
import { writeBusyPages } from '@/scripts/cluster/busy-page.mjs';
import { edgeVcl } from '@/scripts/cluster/services.mjs';

/**
 * The edge's rules (ops/varnish/site.vcl), tested with Varnish's own test tool: each .vtc file in
 * ops/varnish/tests runs a real varnishd with the site's VCL against scripted instances
 * (`apt-get install varnish varnish-modules`; CI installs them).
 */
const vclDir = join(__dirname, '..', 'ops', 'varnish');
const run = promisify(execFile);
/** the edge's busy pages, as the cluster writes them at start (site.vcl reads them from EDGE_PAGES_DIR) */
const pagesDir = writeBusyPages({ root: join(__dirname, '..'), dir: mkdtempSync(join(tmpdir(), 'edge-pages-')) });

/**
 * Arrivals signed as the edge signs them (site.vcl site_arrival_cookie: HMAC-SHA256 of the stamp
 * and the address, hex after "0x"), for arrival.vtc: one for the test client's address 10 s ago,
 * the same for another address, the stamp changed under its signature, one 400 s old.
 */
const ARRIVAL_SECRET = 'vtc-arrival-secret-0123456789';
function arrivalMacros(): string[] {
  const stampOf = (ms: number) => (ms / 1000).toFixed(3);
  const sign = (stamp: string, address: string) =>
    `${stamp}~0x${createHmac('sha256', ARRIVAL_SECRET).update(`${stamp}|${address}`).digest('hex')}`;
  const stamp = stampOf(Date.now() - 10_000);
  const old = stampOf(Date.now() - 400_000);
  const changed = stampOf(Date.now() - 20_000);
  return [
    `-Darrival_stamp=${stamp}`,
    `-Darrival_cookie=${sign(stamp, '127.0.0.1')}`,
    `-Darrival_other_address=${sign(stamp, '203.0.113.7')}`,
    `-Darrival_changed=${changed}${sign(stamp, '127.0.0.1').slice(stamp.length)}`,
    `-Darrival_old_stamp=${old}`,
    `-Darrival_old_cookie=${sign(old, '127.0.0.1')}`,
  ];
}

/** Runs one .vtc file; its output when it fails. */
async function varnishtest(file: string) {
  return run('varnishtest', ['-q', '-t', '60', ...arrivalMacros(), file], {
    // the purge secret the instances send and the arrival's (site.vcl reads them from varnishd's environment)
    env: {
      ...process.env,
      EDGE_PURGE_SECRET: 'vtc-purge-secret-0123456789',
      EDGE_ARRIVAL_SECRET: ARRIVAL_SECRET,
      EDGE_PAGES_DIR: pagesDir,
    },
  }).then(
    () => ({ ok: true, output: '' }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      ok: false,
      output: `${error.stdout ?? ''}${error.stderr ?? error.message}`,
    }),
  );
}

describe('the edge (Varnish VCL)', () => {
  for (const file of readdirSync(join(vclDir, 'tests')).filter((name) => name.endsWith('.vtc'))) {
    const title = readFileSync(join(vclDir, 'tests', file), 'utf8').match(/^varnishtest "(.*)"/m)?.[1] ?? file;
    it(
      title,
      async () => {
        const result = await varnishtest(join(vclDir, 'tests', file));
        expect(result.ok, result.output.slice(-3000)).toBe(true);
      },
      90_000,
    );
  }

  it('sends a retried read to an instance not asked yet, a sick one last, never the same gone one twice (the cluster’s VCL)', async () => {
    // instances 1 and 2 are gone (nothing listens) though their probes still count them in;
    // instance 3 answers though its probe has taken it out (a busy loop). The round-robin
    // director alone sends all four tries to 1 and 2, and the visitor gets the busy page.
    const vcl = edgeVcl({
      instancePorts: ['${s1_port}', '${s2_port}', '${s3_port}'],
      siteVcl: join(vclDir, 'site.vcl'),
    });
    const file = join(mkdtempSync(join(tmpdir(), 'edge-retry-')), 'retry.vtc');
    writeFileSync(
      file,
      [
        'varnishtest "retry on an untried instance"',
        'server s1 {} -start',
        'server s1 -break',
        'server s2 {} -start',
        'server s2 -break',
        // the probes ask it too
        'server s3 -repeat 40 {\n  rxreq\n  txresp -hdr "Cache-Control: private, no-store" -body "three"\n} -start',
        `varnish v1 -vcl {\n${vcl}\n} -start`,
        'varnish v1 -cliok "backend.set_health instance1 healthy"',
        'varnish v1 -cliok "backend.set_health instance2 healthy"',
        'varnish v1 -cliok "backend.set_health instance3 sick"',
        'client c1 -repeat 4 {\n  txreq -url "/api/health"\n  rxresp\n  expect resp.status == 200\n  expect resp.body == "three"\n} -run',
        '',
      ].join('\n'),
    );
    const result = await varnishtest(file);
    expect(result.ok, result.output.slice(-3000)).toBe(true);
  }, 90_000);

  it('passes every member page through, in both languages (lib/platform/edge-proxy/member-routes.ts)', () => {
    const vcl = readFileSync(join(vclDir, 'site.vcl'), 'utf8');
    const rule = vcl.match(/# Member pages[^\n]*\n\s*if \(req\.url ~ "([^"]+)"\)/)?.[1];
    expect(rule, 'the member pages rule in site.vcl').toBeTruthy();
    const passes = new RegExp(rule!.replace(/\\\\/g, '\\'));
    const localeDir = join(__dirname, '..', 'app', '[locale]');
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name === 'page.tsx')
          pages.push(
            '/' +
              relative(localeDir, dir)
                .split(/[\\/]/)
                .map((s) => (s.startsWith('[') ? 'a1b2c3' : s))
                .join('/'),
          );
      }
    };
    walk(localeDir);
    const members = pages.flatMap((path) => [path, `/en${path}`]).filter(isMemberRoute);
    expect(members.length).toBeGreaterThanOrEqual(24);
    for (const path of members) expect(passes.test(path), path).toBe(true);
    for (const path of ['/', '/en', '/news', '/en/shows/turandot', '/events'])
      expect(passes.test(path), path).toBe(false);
  });
});
