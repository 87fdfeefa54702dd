export const RESTART_DELAY_MS: number;
export type ClusterLayout = {
  edgePort: number;
  redisUrl: string;
  ownRedisPort: number | null;
  instancePorts: number[];
  limitsRedisUrl: string;
  ownLimitsRedisPort: number | null;
  monitoringPort: number;
  /** with --tls: hitch's HTTPS port */
  tlsPort: number;
  /** with --tls: the edge's PROXY-protocol listener (127.0.0.1) */
  proxyPort: number;
};
export function clusterLayout(options: {
  port: number | string;
  env?: Record<string, string | undefined>;
}): ClusterLayout;
export function startCluster(options: Record<string, unknown>): Promise<unknown>;
