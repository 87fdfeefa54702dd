// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh-hans.json';
import { busyPage } from '@/scripts/cluster/busy-page.mjs';
import { clusterLayout } from '@/scripts/cluster/cluster.mjs';
import { edgeVcl } from '@/scripts/cluster/services.mjs';
import { terminatorArgs } from '@/scripts/cluster/terminator.mjs';

describe('the edge behind a TLS terminator (issue 43)', () => {
  it('puts hitch and the PROXY listener on the two ports after the monitoring ones', () => {
    const layout = clusterLayout({ port: 3700, env: { INSTANCES: '2' } });
    const taken = [layout.ownRedisPort, ...layout.instancePorts, layout.ownLimitsRedisPort, layout.monitoringPort];
    expect(layout.tlsPort).toBe(layout.monitoringPort + 3);
    expect(layout.proxyPort).toBe(layout.tlsPort + 1);
    expect(taken).not.toContain(layout.tlsPort);
  });

  it('has hitch write the PROXY protocol v2 to the edge’s terminator listener', () => {
    const args = terminatorArgs({ port: 3728, proxyPort: 3729, pem: '/tmp/site.pem', dir: '/tmp' });
    expect(args).toContain('--write-proxy-v2=on');
    expect(args).toContain('--backend=[127.0.0.1]:3729');
    expect(args).toContain('--frontend=[*]:3728');
  });

  it('believes X-Forwarded-For from the named terminators only, and none by default', () => {
    const named = edgeVcl({ instancePorts: [1], siteVcl: '/x.vcl', trustedProxies: '10.0.0.0/8, 2001:db8::7' });
    expect(named).toMatch(/acl forwarders \{\n {2}"10\.0\.0\.0"\/8;\n {2}"2001:db8::7";\n\}/);
    // a documentation-only address (RFC 5737) stands for nobody
    expect(edgeVcl({ instancePorts: [1], siteVcl: '/x.vcl' })).toMatch(/acl forwarders \{\n {2}"192\.0\.2\.1";\n\}/);
    expect(() => edgeVcl({ instancePorts: [1], siteVcl: '/x.vcl', trustedProxies: 'proxy.example' })).toThrow(
      /EDGE_TRUSTED_PROXIES/,
    );
  });

  it('lets a busy instance answer its probe late before it is taken out', () => {
    const vcl = edgeVcl({ instancePorts: [1, 2], siteVcl: '/x.vcl' });
    expect(vcl).toContain('.timeout = 6s;');
    expect(vcl).toContain('.window = 8;');
    expect(vcl).toContain('.threshold = 3;');
  });
});

describe('the edge’s busy page (issue 43)', () => {
  it('says in each language that the site is busy and that it tries again, from the site’s messages', () => {
    const pageZh = busyPage('zh-hans', zh);
    const pageEn = busyPage('en', en);
    expect(pageZh).toContain('<html lang="zh-Hans" data-locale="zh-hans">');
    expect(pageZh).toContain(`<h1 id="busy-title">${zh.Busy.title}</h1>`);
    expect(pageEn).toContain('<html lang="en" data-locale="en">');
    expect(pageEn).toContain(en.Busy.retrying);
    // its script takes a number as the queue page does, and its link tries again without one
    expect(pageEn).toContain("fetch('/api/queue/join?'");
    expect(pageEn).toContain(`<a href="" id="busy-again">${en.Busy.tryNow}</a>`);
  });

  it('will not start without its words', () => {
    expect(() => busyPage('en', {})).toThrow(/Busy/);
  });
});
