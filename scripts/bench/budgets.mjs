// The performance budgets of ARCHITECTURE.md, in one place for every benchmark.
export const budgets = {
  /** Initial JS of the first route (entry chunk and everything it imports statically), gzip. */
  initialJsGzipBytes: 120 * 1024,
  /** Each lazily loaded chunk (route, locale, feature), gzip. */
  lazyChunkGzipBytes: 50 * 1024,
  /** Lighthouse mobile performance score, 0 to 100. */
  lighthousePerformance: 95,
  /** p99 latency of the live and balance polling endpoints under 1000 polling players. */
  apiPollP99Ms: 50,
  /**
   * Requests/s the platform answers behind nginx's proxy_cache while 5000 players poll live: a few
   * distinct poll URLs (one per recent feed version) refreshed at most once a second each
   * (s-maxage=1), whatever the number of players.
   */
  cdnOriginRequestsPerSecond: 10,
};
