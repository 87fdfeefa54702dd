// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isMemberRoute } from '@/lib/proxy/member-routes';
import { writeBusyPages } from '@/scripts/cluster/busy-page.mjs';

/**
 * The edge's rules (ops/varnish/site.vcl), tested with Varnish's own test tool: each .vtc file in
 * ops/varnish/tests runs a real varnishd with the site's VCL against scripted instances
 * (`apt-get install varnish varnish-modules`; CI installs them).
 */
const vclDir = join(__dirname, '..', 'ops', 'varnish');
const run = promisify(execFile);
/** the edge's busy pages, as the cluster writes them at start (site.vcl reads them from EDGE_PAGES_DIR) */
const pagesDir = writeBusyPages({ root: join(__dirname, '..'), dir: mkdtempSync(join(tmpdir(), 'edge-pages-')) });

describe('the edge (Varnish VCL)', () => {
  for (const file of readdirSync(join(vclDir, 'tests')).filter((name) => name.endsWith('.vtc'))) {
    const title = readFileSync(join(vclDir, 'tests', file), 'utf8').match(/^varnishtest "(.*)"/m)?.[1] ?? file;
    it(
      title,
      async () => {
        const result = await run('varnishtest', ['-q', '-t', '60', join(vclDir, 'tests', file)], {
          // the purge secret the instances send (site.vcl reads it from varnishd's environment)
          env: { ...process.env, EDGE_PURGE_SECRET: 'vtc-purge-secret-0123456789', EDGE_PAGES_DIR: pagesDir },
        }).then(
          () => ({ ok: true, output: '' }),
          (error: { stdout?: string; stderr?: string; message: string }) => ({
            ok: false,
            output: `${error.stdout ?? ''}${error.stderr ?? error.message}`,
          }),
        );
        expect(result.ok, result.output.slice(-3000)).toBe(true);
      },
      90_000,
    );
  }

  it('passes every member page through, in both languages (lib/proxy/member-routes.ts)', () => {
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
