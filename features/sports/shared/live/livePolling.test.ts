import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import {
  backoffDelay,
  isFinalLiveError,
  liveConnection,
  livePollPath,
  MAX_BACKOFF_MS,
} from './livePolling.ts';

describe('backoffDelay', () => {
  it('should double the live interval per failure up to the cap', () => {
    expect([1, 2, 3, 4].map((count) => backoffDelay(count, 5000))).toEqual([
      5000, 10000, 20000, 40000,
    ]);
    expect(backoffDelay(5, 5000)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(400, 5000)).toBe(MAX_BACKOFF_MS);
  });
});

describe('livePollPath', () => {
  it('should poll every live event for id 0 and one event otherwise', () => {
    expect(livePollPath('es', 0, 0)).toBe('/api/feed/es/full/0/0');
    expect(livePollPath('en', 1795003200000, 100132)).toBe(
      '/api/feed/live/en/full/1795003200000/100132',
    );
  });
});

describe('liveConnection', () => {
  const network = new ApiError({ kind: 'network' });
  it('should say connecting, live, reconnecting or failed', () => {
    expect(liveConnection(false, undefined)).toBe('connecting');
    expect(liveConnection(true, undefined)).toBe('live');
    expect(liveConnection(true, network)).toBe('reconnecting');
    expect(liveConnection(false, network)).toBe('failed');
  });

  it('should treat an event that left live as final', () => {
    const gone = new ApiError({ kind: 'server', codeStatus: 63 });
    expect(isFinalLiveError(gone)).toBe(true);
    expect(isFinalLiveError(network)).toBe(false);
    expect(liveConnection(true, gone)).toBe('failed');
  });
});
