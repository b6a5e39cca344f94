import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyTick, type TickLog } from './ticks.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('everyTick', () => {
  it('should log each distinct failure once, again after a success, and keep ticking', () => {
    const outcomes = ['busy', 'busy', 'range', 'ok', 'busy'];
    const ran: string[] = [];
    const log = vi.fn<TickLog>();
    const stop = everyTick(
      'demo',
      1000,
      () => {
        const outcome = outcomes[ran.length] ?? 'ok';
        ran.push(outcome);
        if (outcome === 'busy') throw new Error('database is locked');
        if (outcome === 'range') throw new RangeError('Invalid time value');
      },
      log,
    );
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(outcomes);
    expect(log.mock.calls.map(([message, error]) => [message, String(error)])).toEqual([
      ['[demo] background tick failed; retrying every 1000 ms:', 'Error: database is locked'],
      ['[demo] background tick failed; retrying every 1000 ms:', 'RangeError: Invalid time value'],
      ['[demo] background tick failed; retrying every 1000 ms:', 'Error: database is locked'],
    ]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
