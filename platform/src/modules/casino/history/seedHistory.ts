import type { PlatformContext } from '../../../context.ts';
import { credit, debit, InsufficientFundsError } from '../../../money/ledger.ts';
import type { Random } from '../../../random.ts';
import type { GameRow } from '../catalogue/games.ts';
import { stakeOptionsCents } from '../money.ts';
import { createGameSession, sessionById } from '../play/sessions.ts';
import { playRound } from '../play/spin.ts';

/** The demo player (accounts seed): the one account with a casino history. */
export const demoPlayerId = 1;

const hexSeed = (random: Random) =>
  Array.from({ length: 64 }, () => random.int(0, 15).toString(16)).join('');

/**
 * A few weeks of casino play for the demo player, played through the real spin (ledger,
 * jackpots, rounds), so history, ledger and jackpots agree.
 */
export function seedHistory(context: PlatformContext): void {
  const { database } = context;
  const player = database
    .prepare('SELECT id, balance_cents, currency FROM users WHERE id = ? AND role = 0')
    .get(demoPlayerId) as { id: number; balance_cents: number; currency: string } | undefined;
  if (!player) return;
  const played = database
    .prepare('SELECT COUNT(*) AS count FROM casino_rounds WHERE user_id = ?')
    .get(player.id) as { count: number };
  if (played.count > 0) return;

  const random = context.random.fork('casino:history');
  const pick = (kind: string, count: number) =>
    random
      .shuffle(
        database
          .prepare(
            `SELECT * FROM casino_games
             WHERE kind = ? AND in_lobby = 1 AND format = 'html5' AND is_live_game = 0 ORDER BY id`,
          )
          .all(kind) as GameRow[],
      )
      .slice(0, count);
  const games = [...pick('slot', 4), ...pick('crash', 1), ...pick('card', 1)];
  const stakes = stakeOptionsCents(player.currency).slice(0, 4);
  const now = context.clock.nowMs();

  const movement = { userId: player.id, kind: 'seed' as const, reference: 'casino-history-seed' };
  const firstDay = now - 21 * 86_400_000;
  database.transaction(() => {
    // A float for the seeded play, taken back at the end: the player starts at the documented
    // balance whatever the seeded spins won or lost, and the ledger still adds up.
    const float = 100 * Math.max(...stakes);
    credit(database, { ...movement, cents: float, at: new Date(firstDay) });
    for (const [index, game] of games.entries()) {
      let at = firstDay + random.int(1, 20) * 86_400_000 - random.int(0, 23) * 3_600_000;
      const session = createGameSession(database, {
        userId: player.id,
        gameId: game.id,
        lang: 'es',
        isDesktop: index % 2 === 0,
        at: new Date(at),
        seed: hexSeed(random),
      });
      const row = sessionById(database, session.id);
      if (!row) continue;
      const spins = random.int(5, 12);
      for (let spin = 0; spin < spins; spin++) {
        at += random.int(20, 90) * 1000;
        try {
          playRound(context, row, random.pick(stakes), new Date(at));
        } catch (error) {
          if (error instanceof InsufficientFundsError) break;
          throw error;
        }
      }
    }
    const { balance_cents: after } = database
      .prepare('SELECT balance_cents FROM users WHERE id = ?')
      .get(player.id) as { balance_cents: number };
    const at = new Date(now);
    const start = player.balance_cents;
    if (after < start) credit(database, { ...movement, cents: start - after, at });
    if (after > start) debit(database, { ...movement, cents: after - start, at });
  })();
}
