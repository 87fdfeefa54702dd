// @ts-check
/**
 * A TLS terminator speaking HTTP/2 in front of the bench stack's site: nginx with a certificate
 * made for the run by openssl. A phone reaches a theatre's site over HTTPS, and every browser
 * speaks HTTP/2 there (docs/security.md puts a TLS terminator in front of the edge), so that is
 * the connection `npm run lighthouse` measures through. The site's own port speaks HTTP/1.1 in
 * the clear: Lighthouse's simulation gives such an origin up to six connections of its own, each
 * with a handshake and a slow start, which no phone on the real site opens (docs/speed.md).
 *
 * nginx and openssl are Debian packages (`apt-get install -y nginx-light openssl`); the
 * terminator runs as a child of this process, its files in `dir`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { stopChildren } from '../processes.mjs';

/**
 * @param {string} binary
 * @param {string} hint how to install it
 */
function need(binary, hint) {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${binary} is not installed: ${hint}`);
  }
}

/**
 * The nginx configuration: HTTP/2 over TLS on `port`, every request passed to the site with its Host.
 * @param {{ port: number, upstreamPort: number, dir: string }} options
 */
export function tlsEdgeConfig({ port, upstreamPort, dir }) {
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream site {
    server 127.0.0.1:${upstreamPort};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      # streamed pages reach the browser as the site sends them; the site compresses its own answers
      proxy_buffering off;
    }
  }
}
`;
}

/**
 * Asks the terminator for `path` over HTTP/2 until it answers 200 (or `timeoutMs` passes).
 * @param {string} origin
 * @param {string} path
 * @param {number} timeoutMs
 * @param {import('node:child_process').ChildProcess} child nginx
 */
async function waitForHttp2(origin, path, timeoutMs, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before answering`);
    /** @type {number} */
    const status = await new Promise((resolve) => {
      const session = connect(origin, { rejectUnauthorized: false });
      /** @param {number} value */
      const done = (value) => {
        session.close();
        resolve(value);
      };
      session.on('error', () => done(0));
      const req = session.request({ ':path': path });
      req.on('response', (headers) => done(/** @type {number} */ (headers[':status'])));
      req.on('error', () => done(0));
      req.end();
    });
    if (status === 200) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${origin}${path} did not answer 200 over HTTP/2 (last: ${status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts the terminator in front of the site on `upstreamPort`; resolves once a page answers
 * through it over HTTP/2. Returns its origin (https://localhost:port) and `stop()`.
 * @param {{ port: number, upstreamPort: number, dir: string, readyPath?: string }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startTlsEdge({ port, upstreamPort, dir, readyPath = '/floor' }) {
  need('nginx', 'apt-get install -y nginx-light (or LIGHTHOUSE_ORIGIN=direct to measure the site without it)');
  need('openssl', 'apt-get install -y openssl');
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, tlsEdgeConfig({ port, upstreamPort, dir }));
  const child = spawn('nginx', ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `https://localhost:${port}`;
  // TERM: nginx's fast stop (QUIT, the graceful one, waits for open keep-alive connections)
  const stop = () => stopChildren([child], { graceMs: 5000 });
  try {
    await waitForHttp2(origin, readyPath, 15_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
