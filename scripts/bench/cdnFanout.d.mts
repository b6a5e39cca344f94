export declare function findNginx(searchPath?: string): string | undefined;

export declare function nginxConfig(options: {
  dir: string;
  port: number;
  originPort: number;
  workerConnections?: number;
}): string;

export declare function percentile(values: readonly number[], q: number): number | undefined;

export declare function timestampOf(json: string): number;

export declare function runClients(options: {
  clients: number;
  pollMs: number;
  durationMs: number;
  poll: (since: number) => Promise<number>;
  now?: () => number;
}): Promise<{ latencies: number[]; failures: number; seconds: number }>;

export interface CdnFanout {
  via: string;
  clients: number;
  pollSeconds: number;
  seconds: number;
  clientRequestsPerSecond: number;
  originRequestsPerSecond: number;
  originRequests: number;
  p50Ms: number | undefined;
  p99Ms: number | undefined;
  /** p99 event-loop lag of the load generator itself during the run (ms). */
  generatorLagP99Ms: number;
  errors: number;
  /** Answers per X-Cache-Status, e.g. "HIT 7412, MISS 3, STALE 12, UPDATING 40". */
  cacheStatuses: string;
}

export declare function measureCdnFanout(options: {
  root: string;
  port?: number;
  clients?: number;
  pollSeconds?: number;
  durationSeconds?: number;
  connections?: number;
  direct?: boolean;
}): Promise<CdnFanout | { skipped: string }>;
