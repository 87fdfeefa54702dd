export const SCRAPE_INTERVAL: string;
export function installed(command: string): boolean;
export function monitoringPorts(first: number): {
  prometheus: number;
  varnishExporter: number;
  redisExporter: number;
};
export function prometheusConfig(options: {
  instancePorts: number[];
  ports: ReturnType<typeof monitoringPorts>;
  rules: string;
  metricsToken?: string;
  redis?: boolean;
}): string;
export function startMonitoring(options: Record<string, unknown>): unknown;
