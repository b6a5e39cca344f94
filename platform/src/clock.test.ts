import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

describe('createClock', () => {
  it('should stand still at speed 0 until set or advanced', () => {
    let real = 1_000;
    const clock = createClock({ start: '2026-11-18T12:00:00Z', speed: 0, realNow: () => real });
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-18T12:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-18T12:01:30.000Z');
    clock.set('2026-12-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('should run fast at a higher speed', () => {
    let real = 0;
    const clock = createClock({ start: 0, speed: 60, realNow: () => real });
    real += 1_000;
    expect(clock.nowMs()).toBe(60_000);
  });

  it('should refuse an invalid start', () => {
    expect(() => createClock({ start: 'soon' })).toThrow(/Invalid clock start/);
  });
});
