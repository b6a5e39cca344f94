import type { PhoneRouteId } from './routeLoads.mjs';

interface RouteJsBudget {
  gzipBytes: number;
  files: number;
}
export declare const budgets: {
  lazyChunkGzipBytes: number;
  lighthouse: {
    http2Score: number;
    http1Score: number;
    firstContentfulPaintMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
  };
  apiPollP99Ms: number;
  eventLoopStallMaxMs: number;
  liveCommitMs: { fullSpeed: number; phoneSpeed: number };
  routeJs: {
    landing: RouteJsBudget;
    other: RouteJsBudget;
    guard: Record<PhoneRouteId, RouteJsBudget>;
  };
  cdnOriginRequestsPerSecond: number;
};
