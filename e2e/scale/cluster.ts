import { readFileSync } from 'node:fs';
import { clusterStateFile } from '../../playwright.config';
import type { ClusterState } from '../../scripts/cluster/cluster.mjs';
export { editNode } from '../support';

/** What runs where, as scripts/cluster/cluster.mjs writes it (with each process's current id). */
export function clusterState(): ClusterState {
  return JSON.parse(readFileSync(clusterStateFile, 'utf8')) as ClusterState;
}

/** The id of a process of the running cluster: one it started and has not lost (a test stops or kills it). */
export function runningPid(process: { url: string; pid: number | null }): number {
  if (process.pid === null) throw new Error(`${process.url}: the cluster has no process there`);
  return process.pid;
}

export type Answer = { status: number; text: string; headers: Headers };

/** One GET to an instance or the edge, as a browser would send it (redirects not followed). */
export async function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, {
    headers: { Accept: 'text/html', ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Polls `check` until it holds; how long that took (ms). Fails past `timeoutMs`. */
export async function until(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    let ok = false;
    try {
      ok = await check();
    } catch {
      ok = false;
    }
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const revalidateSecret = process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret';

/** The content system's webhook, delivered to one origin. */
export function webhook(origin: string, body: object) {
  return fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${revalidateSecret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Waits until an instance answers its health check again after a restart, with a new process id. */
export async function restarted(index: number, oldPid: number, timeoutMs = 90_000): Promise<number> {
  return until(timeoutMs, async () => {
    const instance = clusterState().instances[index];
    return instance.pid !== oldPid && (await get(instance.url, '/api/health')).status === 200;
  });
}
