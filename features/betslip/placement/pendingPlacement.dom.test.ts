import { afterEach, describe, expect, it } from 'vitest';
import {
  isFreshPending,
  parsePendingPlacement,
  PENDING_MAX_AGE_MS,
  PENDING_STORAGE_KEY,
  readPendingPlacement,
  writePendingPlacement,
  type PendingPlacement,
} from './pendingPlacement.ts';
import { pendingRecord } from './testing/pendingRecord.ts';

const record: PendingPlacement = pendingRecord();

afterEach(() => window.localStorage.clear());

describe('pending placement record', () => {
  it('should read back what was written', () => {
    writePendingPlacement(record);
    expect(readPendingPlacement()).toEqual(record);
  });

  it('should discard a corrupt or old-shape record', () => {
    expect(parsePendingPlacement('{not json')).toBeUndefined();
    expect(parsePendingPlacement(JSON.stringify({ ...record, key: '' }))).toBeUndefined();
    expect(
      parsePendingPlacement(JSON.stringify({ ...record, playerId: undefined })),
    ).toBeUndefined();
    const badBet = { ...record, body: { coupon: { ...record.body.coupon, bets: [{ id: 1 }] } } };
    expect(parsePendingPlacement(JSON.stringify(badBet))).toBeUndefined();
    window.localStorage.setItem(PENDING_STORAGE_KEY, '[]');
    expect(readPendingPlacement()).toBeUndefined();
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('should be fresh for five minutes', () => {
    expect(isFreshPending(record, record.startedAt + PENDING_MAX_AGE_MS - 1)).toBe(true);
    expect(isFreshPending(record, record.startedAt + PENDING_MAX_AGE_MS)).toBe(false);
  });
});
