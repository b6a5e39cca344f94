import { lazy, Suspense, useEffect, useState } from 'react';

// The jackpot block sits below the first screenful of the landing page: its code, its poll and
// its counters wait until the page has loaded and the browser is idle, so they never compete
// with the first tiles (Lighthouse's blocking time on /slots/home).
const JackpotBlock = lazy(() =>
  import('../../jackpots/index.ts').then((module) => ({ default: module.JackpotBlock })),
);

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** The jackpots, once the browser has a moment to spare. */
export function DeferredJackpots() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <JackpotBlock />
    </Suspense>
  ) : null;
}
