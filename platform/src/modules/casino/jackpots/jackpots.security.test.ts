import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../../testing.ts';
import { tick } from '../index.ts';

const hour = 60 * 60 * 1000;

/** Runs the simulated casino floor for a day in hourly ticks; returns the drops it made. */
function floorDay(platform: TestPlatform): string[] {
  for (let step = 0; step < 24; step++) {
    platform.clock.advance(hour);
    tick(platform.context);
  }
  return (
    platform.context.database
      .prepare('SELECT jackpot_id, winner, won_at FROM casino_jackpot_wins ORDER BY id')
      .all() as Array<{ jackpot_id: number; winner: string; won_at: string }>
  ).map((win) => `${win.won_at} ${win.jackpot_id} ${win.winner}`);
}

describe('simulated jackpot drops', () => {
  const platforms: TestPlatform[] = [];
  beforeAll(async () => {
    platforms.push(await createTestPlatform({ seed: 1 }));
    platforms.push(await createTestPlatform({ seed: 1 }));
  }, 30_000);
  afterAll(async () => {
    for (const platform of platforms) await platform.close();
  });

  // A pot a player can win resets whenever the floor drops it: when it drops must not be
  // something a reader of the published seed can work out in advance.
  it('should not drop the pots at the same moments on two servers started with the same seed', () => {
    const [first, second] = platforms;
    if (!first || !second) throw new Error('No platforms');
    const firstDrops = floorDay(first);
    // The small pot (one drop every two hours on average) drops several times a day.
    expect(firstDrops.length).toBeGreaterThan(3);
    expect(firstDrops).not.toEqual(floorDay(second));
  });
});
