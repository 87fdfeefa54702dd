export const RESTART_DELAY_MS: number;
export type ClusterLayout = {
  edgePort: number;
  redisUrl: string;
  ownRedisPort: number | null;
  instancePorts: number[];
  limitsRedisUrl: string;
  ownLimitsRedisPort: number | null;
  monitoringPort: number;
};
export function clusterLayout(options: {
  port: number | string;
  env?: Record<string, string | undefined>;
}): ClusterLayout;
export function startCluster(options: Record<string, unknown>): Promise<unknown>;
