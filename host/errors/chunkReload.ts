/**
 * A chunk of an older release can vanish under an open tab (a redeploy) or fail on a flaky phone
 * network. Reloading the page once picks up the current release; a guard in session storage stops a
 * chunk that keeps failing from reloading the page in a loop: the page then shows its failure.
 */

/** How long after one reload another is refused, so a lasting failure shows its message. */
export const RELOAD_GUARD_MS = 60_000;

const reloadedAtKey = 'app.chunkReloadedAt';

/** Browsers word a failed dynamic import differently; Vite's preload failure has its own text. */
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Failed to load module script/i,
];

/** Whether an error is a code chunk that could not be loaded (not a bug in the code it holds). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
  /** When this page load began (`performance.timeOrigin`): a reload asked after it is this page's. */
  pageStartedAt: number;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage switched off: without a guard a reload could loop, so none is made.
    storage = undefined;
  }
  return {
    storage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
    pageStartedAt: performance.timeOrigin,
  };
}

/**
 * Reloads the page unless an earlier page load did so within the guard's time. Returns whether the
 * page is reloading (a second failure on the same page joins the first's reload), so the caller
 * shows its failure otherwise.
 */
export function reloadOnce(environment: ReloadEnvironment = browserEnvironment()): boolean {
  const { storage } = environment;
  if (!storage) return false;
  try {
    const stored = Number(storage.getItem(reloadedAtKey));
    const last = Number.isFinite(stored) ? stored : 0;
    if (last > 0 && last >= environment.pageStartedAt) return true;
    if (last > 0 && environment.now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(reloadedAtKey, String(environment.now()));
  } catch {
    return false;
  }
  environment.reload();
  return true;
}

/**
 * Vite fires `vite:preloadError` when a dynamic import or its preloaded dependencies fail, screens
 * and translation files alike; reloading (once) replaces the stale release. The error still goes on
 * to whoever imported (not `preventDefault`, which would resolve the import with nothing), so a
 * page's error boundary shows the reload in progress, or the failure once the guard refuses.
 */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadOnce();
  });
}
