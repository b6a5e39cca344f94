import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  type FixtureRequest,
} from '../../../core/testing/index.ts';
import type { DeltaEventAdd, DeltaEventUpdate, MultiLiveAnswer } from '../api/feedTypes.ts';
import { liveEvent } from '../testing/feedFixtures.ts';
import { sportsWrapper } from '../testing/renderSports.tsx';
import { useLivePolling } from './useLivePolling.ts';

// Long interval: the test drives every poll itself through `retry`.
const brand = { ...fixtureBrand, polling: { ...fixtureBrand.polling, liveMs: 600_000 } };

function added(id: number): DeltaEventAdd {
  const { markets, ...event } = liveEvent({ id });
  return {
    ...event,
    updateStatus: 0,
    markets: markets.map((market) => ({ ...market, updateStatus: 0 })),
  };
}

function priceChange(id: number, rate: number): DeltaEventUpdate {
  const [main] = liveEvent({ id }).markets;
  if (!main) throw new Error('fixture without markets');
  const [home] = main.odds;
  if (!home) throw new Error('fixture without odds');
  return {
    id,
    updateStatus: 1,
    score: '2:1',
    time: '68:00',
    stat: null,
    periodScore: ['1:0', '1:1'],
    subScore: null,
    stopped: false,
    betsCount: 42,
    markets: [{ ...main, updateStatus: 1, odds: [{ ...home, c: rate }] }],
  };
}

async function setup(answers: ((request: FixtureRequest) => MultiLiveAnswer)[]) {
  const paths: string[] = [];
  const api = createFixtureApi({
    'GET /api/feed/*': (request: FixtureRequest) => {
      paths.push(request.path);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer(request);
    },
  });
  const wrapper = await sportsWrapper({ api, brand, language: 'es-ES' });
  return { paths, ...renderHook(() => useLivePolling(0), { wrapper }) };
}

describe('useLivePolling', () => {
  it('should start from timestamp 0, then send back the last one and merge the changes', async () => {
    const { result, paths } = await setup([
      () => ({ timestamp: 100, events: [added(1), added(2)] }),
      () => ({ timestamp: 200, events: [priceChange(1, 2.4)] }),
    ]);
    await waitFor(() => expect(result.current.connection).toBe('live'));
    expect(paths[0]).toBe('/api/feed/es/full/0/0');
    const before = result.current.state;

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.timestamp).toBe(200));
    expect(paths[1]).toBe('/api/feed/es/full/100/0');
    const after = result.current.state;
    expect(after.eventsById[1]?.markets[0]?.odds[0]?.c).toBe(2.4);
    // The untouched event keeps its identity: its row does not re-render.
    expect(after.eventsById[2]).toBe(before.eventsById[2]);
  });

  it('should keep the held events and say reconnecting while polls fail, then recover', async () => {
    const { result } = await setup([
      () => ({ timestamp: 100, events: [added(1)] }),
      () => {
        throw new ApiError({ kind: 'network' });
      },
      () => ({ timestamp: 300, events: [priceChange(1, 1.9)] }),
    ]);
    await waitFor(() => expect(result.current.connection).toBe('live'));

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.connection).toBe('reconnecting'));
    expect(result.current.state.eventsById[1]).toBeDefined();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.connection).toBe('live'));
    expect(result.current.state.eventsById[1]?.markets[0]?.odds[0]?.c).toBe(1.9);
  });

  it('should ignore an answer that is not newer than the held state', async () => {
    const { result } = await setup([
      () => ({ timestamp: 100, events: [added(1)] }),
      () => ({ timestamp: 100, events: [priceChange(1, 9.9)] }),
    ]);
    await waitFor(() => expect(result.current.connection).toBe('live'));
    const before = result.current.state;
    act(() => result.current.retry());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state).toBe(before);
  });
});
