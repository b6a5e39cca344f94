import { useSyncExternalStore } from 'react';

/**
 * The width as of the last resize, kept here: every event row reads it on each render and React
 * reads it again after each commit, and `window.innerWidth` read after the DOM changed makes the
 * browser lay the page out there and then, once per row. One listener for the whole app.
 */
let width: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    width = undefined;
  };
}

function windowWidth(): number {
  width ??= window.innerWidth;
  return width;
}

/** The window's width, for the spec's team-name truncation (width / 30 + 6 characters). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth, () => 375);
}
