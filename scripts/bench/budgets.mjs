// The performance budgets of ARCHITECTURE.md, in one place for every benchmark and for npm test.
export const budgets = {
  /** Each lazily loaded chunk (route, locale, feature), gzip. */
  lazyChunkGzipBytes: 50 * 1024,
  /** Lighthouse mobile performance score, 0 to 100. */
  lighthousePerformance: 95,
  /** p99 latency of the live and balance polling endpoints under 1000 polling players. */
  apiPollP99Ms: 50,
  /** What a phone downloads until the page settles (routeLoads.mjs), gzip and script files. */
  routeJs: {
    /** The goal for the landing page. */
    landing: { gzipBytes: 150 * 1024, files: 20 },
    /** The goal for every other main route. */
    other: { gzipBytes: 160 * 1024, files: 20 },
    /**
     * What `npm test` holds every main route to while the goals are not met: the figures of the
     * last measured build with a little room, so a change that adds weight fails CI.
     */
    guard: { gzipBytes: 216 * 1024, files: 24 },
  },
  /**
   * Requests/s the platform answers behind nginx's proxy_cache while 5000 players poll live: a few
   * distinct poll URLs (one per recent feed version) refreshed at most once a second each
   * (s-maxage=1), whatever the number of players.
   */
  cdnOriginRequestsPerSecond: 10,
};
