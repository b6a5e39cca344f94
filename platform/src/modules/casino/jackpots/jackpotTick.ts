import type { PlatformContext } from '../../../context.ts';
import { secureDraws, type Draws } from '../../../random.ts';
import { currencyUnitCents } from '../money.ts';
import { jackpotRules, simulatedWinner } from './jackpotRules.ts';
import { awardJackpot, type JackpotRow } from './jackpots.ts';

/**
 * The rest of the casino floor, simulated: every jackpot grows with time, and a simulated
 * player wins it at random (on average every `meanDropMinutes`) or when its must-drop timer runs
 * out. Driven by the platform clock: tests move the clock and call this. Whether a pot drops is
 * drawn from the CSPRNG by default: a drop resets a pot players can win, so it must not follow
 * from the published seed.
 */
export function tickJackpots(context: PlatformContext, draws: Draws = secureDraws): void {
  const { database } = context;
  const now = context.clock.nowMs();
  const at = context.clock.now();
  const rows = database.prepare('SELECT * FROM casino_jackpots ORDER BY id').all() as JackpotRow[];
  const grow = database.prepare(
    'UPDATE casino_jackpots SET amount_cents = amount_cents + ?, grown_at_ms = ? WHERE id = ?',
  );
  const checked = database.prepare('UPDATE casino_jackpots SET checked_at_ms = ? WHERE id = ?');
  database.transaction(() => {
    for (const row of rows) {
      // A clock set back (dev endpoint) restarts the accounting from the new now.
      if (now < row.grown_at_ms || now < row.checked_at_ms) {
        database
          .prepare('UPDATE casino_jackpots SET grown_at_ms = ?, checked_at_ms = ? WHERE id = ?')
          .run(now, now, row.id);
        continue;
      }
      const rule = jackpotRules[row.level];
      const centsPerMs = (rule.unitsPerMinute * currencyUnitCents(row.currency)) / 60_000;
      const growth = Math.floor((now - row.grown_at_ms) * centsPerMs);
      // Only the time the growth paid for is consumed, so slow pots still grow on short ticks.
      if (growth > 0) {
        grow.run(growth, row.grown_at_ms + Math.floor(growth / centsPerMs), row.id);
      }
      const elapsed = now - row.checked_at_ms;
      if (elapsed <= 0) continue;
      const chance = 1 - Math.exp(-elapsed / (rule.meanDropMinutes * 60_000));
      const drops = draws.next() < chance || now >= row.drop_by_ms;
      checked.run(now, row.id);
      if (drops) {
        const current = database
          .prepare('SELECT * FROM casino_jackpots WHERE id = ?')
          .get(row.id) as JackpotRow;
        awardJackpot(database, current, { userId: null, name: simulatedWinner(draws) }, at);
      }
    }
  })();
}
