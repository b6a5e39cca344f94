// The performance budgets of ARCHITECTURE.md, in one place for every benchmark.
export const budgets = {
  /** Initial JS of the first route (entry chunk and everything it imports statically), gzip. */
  initialJsGzipBytes: 120 * 1024,
  /** Each lazily loaded chunk (route, locale, feature), gzip. */
  lazyChunkGzipBytes: 50 * 1024,
  /** Lighthouse mobile performance score, 0 to 100. */
  lighthousePerformance: 95,
};
