import { afterEach, describe, expect, it } from 'vitest';
import type { BetslipSelection } from './selection.ts';
import {
  addToBetslip,
  betslipSelections,
  clearBetslip,
  dispatchSlip,
  interceptBetslipAdds,
  resetSlipForTests,
  slipState,
  subscribeSlipActions,
  useBetslipCount,
} from './slipStore.ts';
import { serializeSlip, SLIP_STORAGE_KEY } from './storage.ts';
import { act, renderHook } from '@testing-library/react';

const selection = (eventId: number): BetslipSelection => ({
  id: `${String(eventId)}_1.1`,
  rate: 2,
  shortName: '1',
  marketName: 'Match result',
  teams: 'A - B',
  eventId,
  sportId: 1,
  sportName: 'Fútbol',
  tourneyName: 'LaLiga',
  countryId: 5,
  isLive: false,
});

afterEach(() => {
  window.localStorage.clear();
  resetSlipForTests();
});

describe('slip store', () => {
  it('should mirror the bets and the type to local storage', () => {
    addToBetslip(selection(1));
    addToBetslip(selection(2));
    const stored = JSON.parse(window.localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}') as {
      bets: { id: string }[];
      type: { kind: string };
    };
    expect(stored.bets.map((bet) => bet.id)).toEqual(['1_1.1', '2_1.1']);
    expect(stored.type).toEqual({ kind: 'express' });
    clearBetslip();
    expect(betslipSelections()).toEqual([]);
  });

  it('should not store the processing flag, and ignore adds while it is set', () => {
    dispatchSlip({ type: 'setProcessing', processing: true });
    addToBetslip(selection(1));
    expect(betslipSelections()).toEqual([]);
    expect(window.localStorage.getItem(SLIP_STORAGE_KEY)).toBeNull();
  });

  it('should take the slip another tab stored', () => {
    const { result } = renderHook(() => useBetslipCount());
    const raw = serializeSlip({ bets: [selection(7), selection(8)], type: { kind: 'express' } });
    window.localStorage.setItem(SLIP_STORAGE_KEY, raw);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SLIP_STORAGE_KEY, newValue: raw }));
    });
    expect(result.current).toBe(2);
    expect(slipState().type).toEqual({ kind: 'express' });
  });

  it('should start empty from a corrupt stored slip', () => {
    const { result } = renderHook(() => useBetslipCount());
    window.localStorage.setItem(SLIP_STORAGE_KEY, '{"version":1,"bets":[{"id":');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SLIP_STORAGE_KEY }));
    });
    expect(result.current).toBe(0);
  });

  it('should tell action listeners what changed, and only when something did', () => {
    const heard: string[] = [];
    const stop = subscribeSlipActions((action, previous, next) => {
      heard.push(`${action.type}:${String(previous.bets.length)}->${String(next.bets.length)}`);
    });
    addToBetslip(selection(1));
    removeFromBetslipOrNothing('9_1.1');
    clearBetslip();
    stop();
    addToBetslip(selection(2));
    expect(heard).toEqual(['add:0->1', 'clear:1->0']);
  });

  it('should let an interceptor take taps over until it is removed', () => {
    const taken: string[] = [];
    const stop = interceptBetslipAdds((tapped) => {
      taken.push(tapped.id);
      return tapped.eventId === 1;
    });
    addToBetslip(selection(1));
    addToBetslip(selection(2));
    expect(taken).toEqual(['1_1.1', '2_1.1']);
    expect(betslipSelections().map((bet) => bet.id)).toEqual(['2_1.1']);
    stop();
    addToBetslip(selection(1));
    expect(taken).toHaveLength(2);
    expect(betslipSelections()).toHaveLength(2);
  });
});

function removeFromBetslipOrNothing(id: string): void {
  dispatchSlip({ type: 'remove', id });
}
