import { afterAll, describe, expect, it } from 'vitest';
import { createClock } from '../../clock.ts';
import { createContext } from '../../platform.ts';
import { testClockStart } from '../../testing.ts';
import { seedFeed } from './seed.ts';
import { tick } from './sim/tick.ts';

function seeded(seed: number) {
  const clock = createClock({ start: testClockStart, speed: 0 });
  const context = createContext({
    brandId: 'demo',
    databasePath: ':memory:',
    seed,
    clock,
    devEndpoints: false,
  });
  seedFeed(context);
  return { context, clock };
}

type Seeded = ReturnType<typeof seeded>;

const snapshot = ({ context }: Seeded) => ({
  events: context.database.prepare('SELECT * FROM feed_events ORDER BY id LIMIT 60').all(),
  odds: context.database
    .prepare('SELECT id, rate, blocked FROM feed_odds ORDER BY id LIMIT 300')
    .all(),
});

const first = seeded(11);
const second = seeded(11);
const other = seeded(12);

afterAll(() => {
  for (const platform of [first, second, other]) platform.context.database.close();
});

describe('determinism', () => {
  it('should seed the same feed for the same seed and clock, another for another seed', () => {
    expect(snapshot(first)).toEqual(snapshot(second));
    expect(snapshot(other).events).not.toEqual(snapshot(first).events);
  });

  it('should tick the same way for the same seed and clock', () => {
    for (const platform of [first, second]) {
      platform.clock.advance(45 * 60 * 1000);
      tick(platform.context);
    }
    expect(snapshot(first)).toEqual(snapshot(second));
  });

  it('should seed only once', () => {
    const count = () =>
      (
        first.context.database.prepare('SELECT COUNT(*) AS count FROM feed_events').get() as {
          count: number;
        }
      ).count;
    const before = count();
    seedFeed(first.context);
    expect(count()).toBe(before);
  });
});
