interface RouteJsBudget {
  gzipBytes: number;
  files: number;
}
export declare const budgets: {
  lazyChunkGzipBytes: number;
  lighthousePerformance: number;
  apiPollP99Ms: number;
  routeJs: { landing: RouteJsBudget; other: RouteJsBudget; guard: RouteJsBudget };
  cdnOriginRequestsPerSecond: number;
};
