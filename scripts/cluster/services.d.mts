import type { ChildProcess } from 'node:child_process';

export const PROBE: {
  url: string;
  interval: string;
  timeout: string;
  window: number;
  threshold: number;
  initial: number;
};
export function waitForPort(port: number, timeoutMs: number, child?: ChildProcess): Promise<void>;
export function edgeVcl(options: {
  instancePorts: (number | string)[];
  siteVcl: string;
  trustedProxies?: string;
}): string;
export function spawnRedis(
  options: { port: number; maxMemoryMb?: number; policy?: string },
  spawnChild?: unknown,
): ChildProcess;
export function spawnVarnish(options: Record<string, unknown>, spawnChild?: unknown): ChildProcess;
