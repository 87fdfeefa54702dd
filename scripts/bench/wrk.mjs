// @ts-check
/**
 * Load with wrk (Debian's `wrk`): it does not decode the bodies it reads, so on this two-core
 * machine it leaves the CPU to the server (autocannon spent up to 0.8 of a core decoding pages).
 */
import { spawn } from 'node:child_process';

/** @typedef {{ rps: number, p50: number, p99: number, requests: number, errors: number, non2xx: number }} WrkResult */

/** @type {Record<string, number>} */
const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
/** @param {string} value wrk's latency, e.g. `1.25ms` */
const toMs = (value) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  return match ? Number(match[1]) * unit[match[2]] : NaN;
};

/**
 * `connections` connections for `duration` seconds; resolves to requests per second, p50 and p99
 * latency (ms), and the failed requests (socket errors, non-2xx/3xx answers).
 * @param {{ url: string, connections: number, duration: number, headers?: Record<string, string> }} options
 * @returns {Promise<WrkResult>}
 */
export function wrk({ url, connections, duration, headers = {} }) {
  const args = [
    '-t',
    String(Math.min(2, connections)),
    '-c',
    String(connections),
    '-d',
    `${duration}s`,
    '--latency',
    '--timeout',
    '30s',
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', (error) => reject(new Error(`wrk did not run (apt-get install -y wrk): ${error.message}`)));
    child.on('exit', (code) => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      if (code !== 0 || !Number.isFinite(rps)) return reject(new Error(`wrk failed on ${url}:\n${out}`));
      const percentile = (/** @type {number} */ p) =>
        toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        rps,
        p50: percentile(50),
        p99: percentile(99),
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
        errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      });
    });
  });
}
