import { act, render, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  FixtureProviders,
  fixtureBrand,
  fixturePlayer,
  signedInSession,
  type FixtureApi,
} from '../../../core/testing/index.ts';
import {
  calmJackpots,
  guestRoutes,
  playerRoutes,
  rawBalance,
  rawWin,
} from '../testing/fixtures.ts';
import { balanceKey, useJackpotFeed, type JackpotFeed } from './jackpotFeed.ts';

function wrapperFor(api: FixtureApi, session: Session) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FixtureProviders api={api} session={session}>
        {children}
      </FixtureProviders>
    );
  };
}

const callsTo = (api: FixtureApi, path: string) =>
  api.calls.filter((call) => call.path === path).length;

/** Lets the timers run for `ms` and the answers they start settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const allRoutes = () => ({
  ...guestRoutes(),
  ...playerRoutes({ wins: [rawWin(71, 'medium', 523_410)] }),
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useJackpotFeed', () => {
  it('should poll the jackpot list for a guest every 25 s, in the brand currency', async () => {
    const api = createFixtureApi(allRoutes());
    const { result } = renderHook(useJackpotFeed, {
      wrapper: wrapperFor(api, { status: 'guest' }),
    });
    await advance(0);
    expect(result.current.status).toBe('ready');
    expect(result.current.jackpots.map(({ amount }) => amount)).toEqual([
      5_231_870, 512_340, 51_275,
    ]);
    expect(result.current.wonJackpots).toEqual([]);
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/casino/jackpots',
        query: { currency: fixtureBrand.currencies.default },
      }),
    ]);

    await advance(24_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(1);
    await advance(1_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(2);
    await advance(25_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(3);
    expect(callsTo(api, '/api/user/balance')).toBe(0);
  });

  it('should follow the brand polling interval', async () => {
    const api = createFixtureApi(allRoutes());
    const brand = { ...fixtureBrand, polling: { ...fixtureBrand.polling, jackpotsMs: 10_000 } };
    renderHook(useJackpotFeed, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FixtureProviders api={api} brand={brand}>
          {children}
        </FixtureProviders>
      ),
    });
    await advance(0);
    await advance(10_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(2);
  });

  it('should not poll while the tab is hidden', async () => {
    const api = createFixtureApi(allRoutes());
    renderHook(useJackpotFeed, { wrapper: wrapperFor(api, { status: 'guest' }) });
    await advance(0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await advance(75_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(1);
    visibility.mockRestore();
  });

  it('should not poll the list for a signed-in player and read the balance instead', async () => {
    const api = createFixtureApi(allRoutes());
    const { result } = renderHook(useJackpotFeed, {
      wrapper: wrapperFor(api, signedInSession),
    });
    await advance(0);
    expect(result.current.status).toBe('ready');
    expect(result.current.jackpots).toHaveLength(3);
    expect(result.current.wonJackpots).toEqual([
      expect.objectContaining({ id: 71, amount: 523_410, name: 'Medium', currency: 'CLP' }),
    ]);

    await advance(120_000);
    expect(callsTo(api, '/api/casino/jackpots')).toBe(0);
    // The session polls the balance; the block's own reader only filled the empty cache once.
    expect(callsTo(api, '/api/user/balance')).toBe(1);
  });

  it("should share the session's balance entry without a call of its own", async () => {
    const api = createFixtureApi(allRoutes());
    const sessionBalance = vi.fn(() => Promise.resolve(rawBalance(calmJackpots, [])));
    const feed: { current?: JackpotFeed } = {};
    function SessionStandIn() {
      // What SessionController does: the balance under its key, polled every 5 s.
      useSWR(balanceKey(fixturePlayer.id), sessionBalance, { refreshInterval: 5_000 });
      return null;
    }
    function Reader() {
      const current = useJackpotFeed();
      useEffect(() => {
        feed.current = current;
      });
      return null;
    }
    const { rerender } = render(
      <FixtureProviders api={api} session={signedInSession}>
        <SessionStandIn />
      </FixtureProviders>,
    );
    await advance(0);
    rerender(
      <FixtureProviders api={api} session={signedInSession}>
        <SessionStandIn />
        <Reader />
      </FixtureProviders>,
    );
    await advance(0);
    expect(feed.current?.jackpots).toHaveLength(3);
    expect(callsTo(api, '/api/user/balance')).toBe(0);
    await advance(5_000);
    expect(sessionBalance).toHaveBeenCalledTimes(2);
    expect(callsTo(api, '/api/user/balance')).toBe(0);
  });

  it('should ask nothing while the session is being checked', async () => {
    const api = createFixtureApi(allRoutes());
    const { result } = renderHook(useJackpotFeed, {
      wrapper: wrapperFor(api, { status: 'checking' }),
    });
    await advance(30_000);
    expect(result.current.status).toBe('loading');
    expect(api.calls).toEqual([]);
  });

  it('should report a failed first load', async () => {
    const api = createFixtureApi({
      'GET /api/casino/jackpots': () => Promise.reject(new Error('offline')),
    });
    const { result } = renderHook(useJackpotFeed, {
      wrapper: wrapperFor(api, { status: 'guest' }),
    });
    await advance(0);
    expect(result.current.status).toBe('failed');
    expect(result.current.jackpots).toEqual([]);
  });
});
