import { describe, expect, it } from 'vitest';
import { dismissalReducer, initialDismissal, pendingWins } from './dismissal.ts';
import type { WonJackpot } from './jackpot.ts';

const win = (id: number): WonJackpot => ({
  id,
  image: '/coin.svg',
  amount: 100,
  name: 'Small',
  currency: 'CLP',
});

describe('dismissalReducer', () => {
  it('should raise the processing flag while a dismissal runs and lower it on success', () => {
    const running = dismissalReducer(initialDismissal, { type: 'started' });
    expect(running).toEqual({ processing: true, dropped: [] });
    expect(dismissalReducer(running, { type: 'succeeded' })).toEqual(initialDismissal);
  });

  it('should drop the win locally when the dismissal fails', () => {
    const running = dismissalReducer(initialDismissal, { type: 'started' });
    const failed = dismissalReducer(running, { type: 'failed', winId: 71 });
    expect(failed).toEqual({ processing: false, dropped: [71] });
    expect(dismissalReducer(failed, { type: 'failed', winId: 71 }).dropped).toEqual([71]);
  });
});

describe('pendingWins', () => {
  it('should leave out the dropped wins and keep the platform order', () => {
    const wins = [win(3), win(1), win(2)];
    expect(pendingWins(wins, [1]).map(({ id }) => id)).toEqual([3, 2]);
    expect(pendingWins(wins, [])).toBe(wins);
  });
});
