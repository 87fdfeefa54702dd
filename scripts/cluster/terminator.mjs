// @ts-check
/**
 * The TLS terminator in front of the cluster's edge (`npm run start:cluster -- --tls`): Debian's
 * hitch, with a self-signed certificate made at start by openssl (nothing downloaded). It takes
 * HTTPS on its port and hands each connection to Varnish's `terminator` listener, first writing
 * the visitor's own address in a PROXY protocol v2 header (hitch's write-proxy-v2): so the edge,
 * the instances and every per-address limit see each visitor, not the terminator (issue 43).
 * In production any terminator that sends PROXY v2 (HAProxy's send-proxy-v2, a cloud load
 * balancer's proxy protocol) takes its place, or one that sends X-Forwarded-For from an address
 * the edge is told to trust (EDGE_TRUSTED_PROXIES, docs/waiting-room.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A key and a certificate for localhost and 127.0.0.1, valid two days, as one PEM file (hitch wants both in one).
 * @param {string} dir where the files are written
 * @returns {{ pem: string, cert: string }} the key + certificate file (hitch's) and the certificate alone (a client's to trust)
 */
export function selfSignedPem(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      // an EC key: a crowd's thousands of handshakes cost a fraction of RSA's
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = join(dir, 'site.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'), { mode: 0o600 });
  return { pem, cert };
}

/**
 * hitch's command line: HTTPS on `port` (every interface), PROXY v2 to the edge's `proxyPort`.
 * @param {{ port: number, proxyPort: number, pem: string, dir: string }} options `pem` from selfSignedPem, `dir` its folder
 * @returns {string[]}
 */
export function terminatorArgs({ port, proxyPort, pem, dir }) {
  return [
    `--frontend=[*]:${port}`,
    `--backend=[127.0.0.1]:${proxyPort}`,
    '--write-proxy-v2=on',
    '--workers=1',
    '--daemon=off',
    '--quiet=on',
    '--alpn-protos=http/1.1',
    // a crowd's connections arriving at once wait to be accepted (the default is 100)
    '--backlog=1024',
    // hitch refuses to run its workers as root
    ...(process.getuid?.() === 0 ? ['--user=nobody'] : []),
    `--ocsp-dir=${dir}`,
    pem,
  ];
}
