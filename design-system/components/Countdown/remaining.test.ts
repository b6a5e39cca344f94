import { describe, expect, it } from 'vitest';
import { remaining, toIsoDuration } from './remaining.ts';

const now = new Date('2025-06-01T12:00:00Z');
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => minutes(count * 60);
const days = (count: number) => hours(count * 24);

describe('remaining', () => {
  it('should split the time left into days, hours and minutes', () => {
    const target = now.getTime() + days(2) + hours(5) + minutes(13);
    expect(remaining(target, now)).toEqual({
      totalMs: days(2) + hours(5) + minutes(13),
      days: 2,
      hours: 5,
      minutes: 13,
    });
  });

  it('should accept dates and milliseconds alike', () => {
    const target = new Date(now.getTime() + hours(3));
    expect(remaining(target, now.getTime())).toEqual(remaining(target.getTime(), now));
  });

  it('should round a part-minute up', () => {
    expect(remaining(now.getTime() + 1, now)).toMatchObject({ days: 0, hours: 0, minutes: 1 });
    expect(remaining(now.getTime() + minutes(4) + 30_000, now)).toMatchObject({ minutes: 5 });
  });

  it('should carry a rounded-up minute into hours and days', () => {
    expect(remaining(now.getTime() + hours(1) - 1, now)).toMatchObject({
      days: 0,
      hours: 1,
      minutes: 0,
    });
    expect(remaining(now.getTime() + days(1) - 1, now)).toMatchObject({
      days: 1,
      hours: 0,
      minutes: 0,
    });
  });

  it('should show exact boundaries without rounding', () => {
    expect(remaining(now.getTime() + days(1), now)).toMatchObject({
      days: 1,
      hours: 0,
      minutes: 0,
    });
    expect(remaining(now.getTime() + hours(23) + minutes(59), now)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
    });
  });

  it('should count many days', () => {
    expect(remaining(now.getTime() + days(400) + minutes(1), now)).toMatchObject({
      days: 400,
      hours: 0,
      minutes: 1,
    });
  });

  it('should be zero at the target', () => {
    expect(remaining(now, now)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0 });
  });

  it('should never be negative once the target has passed', () => {
    expect(remaining(now.getTime() - days(3), now)).toEqual({
      totalMs: 0,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });

  it('should treat an invalid date as passed', () => {
    expect(remaining(new Date('not a date'), now)).toEqual({
      totalMs: 0,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});

describe('toIsoDuration', () => {
  it('should write an ISO 8601 duration', () => {
    expect(toIsoDuration(remaining(now.getTime() + days(2) + hours(5) + minutes(13), now))).toBe(
      'P2DT5H13M',
    );
  });

  it('should write zero as a complete duration', () => {
    expect(toIsoDuration(remaining(now, now))).toBe('P0DT0H0M');
  });
});
