import { describe, expect, it } from 'vitest';
import { clockElapsedMs, clockOnSchedule, clockText } from './liveClock.ts';

const base = { elapsedMs: 67 * 60_000 + 5_000, atMs: 10_000, running: true };

describe('the live clock', () => {
  it('should run on from its base while running and stand when stopped', () => {
    expect(clockElapsedMs(base, 15_000)).toBe(base.elapsedMs + 5_000);
    expect(clockElapsedMs(base, 9_000)).toBe(base.elapsedMs);
    expect(clockElapsedMs({ ...base, running: false }, 60_000)).toBe(base.elapsedMs);
  });

  it('should read as the feed writes it, minutes past 99 included', () => {
    expect(clockText(base.elapsedMs)).toBe('67:05');
    expect(clockText(105 * 60_000 + 20_999)).toBe('105:20');
    expect(clockText(-1)).toBe('00:00');
  });

  it('should tell a clock that only ran on from one that jumped, stopped or is missing', () => {
    const ranOn = { ...base, elapsedMs: base.elapsedMs + 5_000, atMs: 15_000 };
    expect(clockOnSchedule(base, ranOn)).toBe(true);
    expect(clockOnSchedule(base, { ...ranOn, elapsedMs: ranOn.elapsedMs + 800 })).toBe(true);
    expect(clockOnSchedule(base, { ...ranOn, elapsedMs: ranOn.elapsedMs + 3_000 })).toBe(false);
    expect(clockOnSchedule(base, { ...ranOn, running: false })).toBe(false);
    const stood = { ...base, running: false };
    expect(clockOnSchedule(stood, { ...stood, atMs: 99_000 })).toBe(true);
    expect(clockOnSchedule(undefined, ranOn)).toBe(false);
    expect(clockOnSchedule(base, null)).toBe(false);
  });
});
