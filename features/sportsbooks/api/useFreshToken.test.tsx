import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, FixtureProviders } from '../../core/testing/index.ts';
import { bcTokenRefreshMs } from '../model/bc.ts';
import { bcTokenProvider } from './tokens.ts';
import { useFreshToken } from './useFreshToken.ts';

function tokenApi() {
  let issued = 0;
  return createFixtureApi({
    'POST /api/sportsbook/bc/token': () => {
      issued += 1;
      return { token: `T${String(issued)}`, expires_at: 'later' };
    },
  });
}

/**
 * The hook's fields read on every render, as a screen does (SWR re-renders only for the fields
 * read).
 */
function useTokenFields(...args: Parameters<typeof useFreshToken>) {
  const { data, error, mutate } = useFreshToken(...args);
  return { data, error, mutate };
}

/** Lets the fixture's answers and SWR's updates settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useFreshToken', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should ask on mount and renew the token every 3,600,000 ms', async () => {
    const api = tokenApi();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api}>{children}</FixtureProviders>
    );
    const { result } = renderHook(
      () =>
        useTokenFields('bc/1', () => bcTokenProvider.fetchToken(api), {
          refreshMs: bcTokenRefreshMs,
        }),
      { wrapper },
    );
    await settle();
    expect(result.current.data?.token).toBe('T1');
    expect(api.calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(bcTokenRefreshMs - 1000));
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(result.current.data?.token).toBe('T2');

    await act(() => vi.advanceTimersByTimeAsync(bcTokenRefreshMs));
    await settle();
    expect(api.calls).toHaveLength(3);
    expect(result.current.data?.token).toBe('T3');
  });

  it('should ask nothing without a key (a guest)', async () => {
    const api = tokenApi();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api}>{children}</FixtureProviders>
    );
    const { result } = renderHook(
      () => useTokenFields(null, () => bcTokenProvider.fetchToken(api)),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(bcTokenRefreshMs * 2));
    expect(api.calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('should not renew without an interval, nor on focus', async () => {
    const api = tokenApi();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api}>{children}</FixtureProviders>
    );
    renderHook(() => useTokenFields('dig/1/home', () => bcTokenProvider.fetchToken(api)), {
      wrapper,
    });
    await settle();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(bcTokenRefreshMs * 2));
    expect(api.calls).toHaveLength(1);
  });

  it('should ask for a fresh token when the key changes, never reusing an earlier one', async () => {
    const api = tokenApi();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api}>{children}</FixtureProviders>
    );
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useTokenFields(key, () => bcTokenProvider.fetchToken(api)),
      { wrapper, initialProps: { key: 'dig/1/home' } },
    );
    await settle();
    expect(result.current.data?.token).toBe('T1');
    rerender({ key: 'dig/1/live' });
    expect(result.current.data).toBeUndefined();
    await settle();
    expect(result.current.data?.token).toBe('T2');
    // Back to the first key after the deduping window: no stale T1 first, a fresh one.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    rerender({ key: 'dig/1/home' });
    expect(result.current.data).toBeUndefined();
    await settle();
    expect(result.current.data?.token).toBe('T3');
  });

  it('should keep the failure until a retry succeeds', async () => {
    let fail = true;
    const api = createFixtureApi({
      'POST /api/sportsbook/bc/token': () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline' });
        return { token: 'T9', expires_at: 'later' };
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api}>{children}</FixtureProviders>
    );
    const { result } = renderHook(
      () => useTokenFields('bc/1', () => bcTokenProvider.fetchToken(api)),
      { wrapper },
    );
    await settle();
    expect(result.current.error).toBeInstanceOf(ApiError);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls).toHaveLength(1);
    fail = false;
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.token).toBe('T9');
  });
});
