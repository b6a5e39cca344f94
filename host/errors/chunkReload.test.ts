import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  RELOAD_GUARD_MS,
  reloadOnce,
  type ReloadEnvironment,
} from './chunkReload.ts';

/** A page load that began at `pageStartedAt` (just before `now` unless told). */
function environment(now: number, stored = new Map<string, string>(), pageStartedAt = now - 10) {
  const reload = vi.fn();
  const env: ReloadEnvironment = {
    pageStartedAt,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload,
    now: () => now,
  };
  return { env, reload, stored };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/Live-abc.js',
    'error loading dynamically imported module: https://x/assets/Live-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/Live-abc.css',
  ])('should know a lost chunk by its browser message: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('should not take a bug in the page for a lost chunk', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('should reload and remember when', () => {
    const { env, reload, stored } = environment(1_000_000);
    expect(reloadOnce(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect([...stored.values()]).toEqual(['1000000']);
  });

  it('should refuse a second reload within the guard, so a lasting failure cannot loop', () => {
    const stored = new Map<string, string>();
    expect(reloadOnce(environment(1_000_000, stored).env)).toBe(true);
    // The reloaded page, its chunk still lost.
    const again = environment(1_000_000 + RELOAD_GUARD_MS - 1, stored, 1_000_005);
    expect(reloadOnce(again.env)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('should join a reload the same page already asked for, without asking again', () => {
    const stored = new Map<string, string>();
    expect(reloadOnce(environment(1_000_000, stored, 999_000).env)).toBe(true);
    const secondFailure = environment(1_000_050, stored, 999_000);
    expect(reloadOnce(secondFailure.env)).toBe(true);
    expect(secondFailure.reload).not.toHaveBeenCalled();
  });

  it('should reload again for a later release, once the guard has passed', () => {
    const stored = new Map<string, string>();
    reloadOnce(environment(1_000_000, stored).env);
    const later = environment(1_000_000 + RELOAD_GUARD_MS, stored, 1_000_000 + 5_000);
    expect(reloadOnce(later.env)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('should not reload without storage for its guard (it could loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: undefined, reload, now: () => 1, pageStartedAt: 0 })).toBe(false);
    const throwing: ReloadEnvironment = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
      reload,
      now: () => 1,
      pageStartedAt: 0,
    };
    expect(reloadOnce(throwing)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('should read a corrupt stored time as no earlier reload', () => {
    const { env, reload } = environment(5, new Map([['app.chunkReloadedAt', 'garbage']]));
    expect(reloadOnce(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
