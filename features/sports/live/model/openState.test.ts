import { describe, expect, it } from 'vitest';
import {
  allOpen,
  anyOpen,
  isSportOpen,
  isTourneyOpen,
  toggleAllSports,
  toggleAllTourneys,
  toggleSport,
  toggleTourney,
} from './openState.ts';

describe('live open state', () => {
  it('should hold every group open at first, including groups never seen', () => {
    expect(isSportOpen(allOpen, 1)).toBe(true);
    expect(isTourneyOpen(allOpen, 1005)).toBe(true);
  });

  it('should close and reopen one sport or one tourney', () => {
    const closed = toggleSport(allOpen, 1);
    expect(isSportOpen(closed, 1)).toBe(false);
    expect(isSportOpen(closed, 4)).toBe(true);
    expect(isSportOpen(toggleSport(closed, 1), 1)).toBe(true);

    const tourney = toggleTourney(allOpen, 1005);
    expect(isTourneyOpen(tourney, 1005)).toBe(false);
    expect(isTourneyOpen(toggleTourney(tourney, 1005), 1005)).toBe(true);
  });

  it('should not change the state it was given', () => {
    toggleSport(allOpen, 1);
    toggleAllTourneys(allOpen, [1001, 1003]);
    expect(allOpen.closedSports.size).toBe(0);
    expect(allOpen.closedTourneys.size).toBe(0);
  });

  it('should close all sports when any is open, and open them all when none is', () => {
    const oneClosed = toggleSport(allOpen, 1);
    const allClosed = toggleAllSports(oneClosed, [1, 4, 3]);
    expect([1, 4, 3].map((id) => isSportOpen(allClosed, id))).toEqual([false, false, false]);
    const reopened = toggleAllSports(allClosed, [1, 4, 3]);
    expect([1, 4, 3].map((id) => isSportOpen(reopened, id))).toEqual([true, true, true]);
  });

  it('should toggle all tourneys of one sport and leave other tourneys alone', () => {
    const otherClosed = toggleTourney(allOpen, 4001);
    const closed = toggleAllTourneys(otherClosed, [1003, 1005]);
    expect(isTourneyOpen(closed, 1003)).toBe(false);
    expect(isTourneyOpen(closed, 1005)).toBe(false);
    const reopened = toggleAllTourneys(closed, [1003, 1005]);
    expect(isTourneyOpen(reopened, 1003)).toBe(true);
    expect(isTourneyOpen(reopened, 4001)).toBe(false);
  });

  it('should say whether any of the ids is open', () => {
    expect(anyOpen(new Set([1]), [1, 4])).toBe(true);
    expect(anyOpen(new Set([1, 4]), [1, 4])).toBe(false);
    expect(anyOpen(new Set(), [])).toBe(false);
  });
});
