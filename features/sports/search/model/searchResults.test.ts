import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { feedEvent, liveEvent, twoWayMarkets } from '../../shared/testing/feedFixtures.ts';
import {
  anyOpen,
  eventsOfMode,
  priceColumns,
  searchState,
  toggleAllClosed,
} from './searchResults.ts';

const line = feedEvent({ id: 1 });
const live = liveEvent({ id: 2 });
const finished = feedEvent({ id: 3, status: 2 });

describe('eventsOfMode', () => {
  it('should keep the events of the mode in the feed’s order', () => {
    expect(eventsOfMode([live, line, finished], 'line')).toEqual([line]);
    expect(eventsOfMode([live, line, finished], 'live')).toEqual([live]);
  });
});

describe('searchState', () => {
  const none = { data: undefined, error: undefined };

  it('should show only the form without text', () => {
    expect(searchState('', none, 'line')).toEqual({ kind: 'idle' });
  });

  it('should load, then show the events of the mode', () => {
    expect(searchState('real', none, 'line')).toEqual({ kind: 'loading' });
    expect(searchState('real', { data: [live, line], error: undefined }, 'live')).toEqual({
      kind: 'results',
      events: [live],
    });
  });

  it('should keep results on screen when a refresh fails', () => {
    const failure = new ApiError({ kind: 'network' });
    expect(searchState('real', { data: [line], error: failure }, 'line').kind).toBe('results');
  });

  it('should fail, except for a text the platform refuses', () => {
    const failure = new ApiError({ kind: 'network' });
    expect(searchState('real', { data: undefined, error: failure }, 'line')).toEqual({
      kind: 'error',
      error: failure,
    });
    const refused = new ApiError({ kind: 'server', httpStatus: 400, codeStatus: 400 });
    expect(searchState('   x', { data: undefined, error: refused }, 'line')).toEqual({
      kind: 'results',
      events: [],
    });
  });
});

describe('toggleAllClosed', () => {
  const ids = [1001, 1003, 4001];

  it('should close everything when any tourney is open', () => {
    expect([...toggleAllClosed(new Set(), ids)]).toEqual(ids);
    expect([...toggleAllClosed(new Set([1001, 1003]), ids)]).toEqual(ids);
  });

  it('should open everything when all are closed', () => {
    expect([...toggleAllClosed(new Set(ids), ids)]).toEqual([]);
  });

  it('should tell whether any is open', () => {
    expect(anyOpen(new Set(), ids)).toBe(true);
    expect(anyOpen(new Set([1001]), ids)).toBe(true);
    expect(anyOpen(new Set(ids), ids)).toBe(false);
    expect(anyOpen(new Set(), [])).toBe(false);
  });
});

describe('priceColumns', () => {
  it('should caption 1 X 2, or 1 2 without draws', () => {
    expect(priceColumns([line])).toEqual(['1', 'X', '2']);
    expect(priceColumns([feedEvent({ id: 4, markets: twoWayMarkets(4) })])).toEqual(['1', '2']);
    expect(priceColumns([])).toEqual(['1', 'X', '2']);
  });
});
