import { beforeEach } from 'vitest';
import { testClockStart, type TestPlatform } from '../../testing.ts';

/** The checkout token in a top-up's url. */
export function tokenOf(url: string): string {
  return /\/demo\/checkout\/([a-f0-9]{32})/.exec(url)?.[1] ?? '';
}

/** What every top-up init answers. */
export interface TopUpStarted {
  url: string;
  payment_link?: string;
  payment_id: number;
  status: number;
  amount: number;
  currency: string;
}

/** The demo player's balance in cents. */
export const playerBalanceCents = (platform: TestPlatform): number =>
  platform.context.database
    .prepare('SELECT balance_cents FROM users WHERE id = 1')
    .pluck()
    .get() as number;

/**
 * Starts every test of the file on a day of its own with 200 000 CLP on the demo player's
 * account, so a one-a-day rule or a spent balance is only its own test's; signed-in sessions
 * stay signed in.
 */
export function freshDayForEachTest(platform: TestPlatform): void {
  let day = 0;
  beforeEach(() => {
    day += 1;
    platform.clock.set(new Date(Date.parse(testClockStart) + day * 24 * 60 * 60 * 1000));
    // The file's sessions count as used today: a day idle would otherwise end them.
    platform.context.database
      .prepare('UPDATE sessions SET last_seen_at = ?')
      .run(platform.clock.now().toISOString());
    platform.context.database
      .prepare('UPDATE users SET balance_cents = 20000000 WHERE id = 1')
      .run();
  });
}
