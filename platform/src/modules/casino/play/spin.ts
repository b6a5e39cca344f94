import type { PlatformContext } from '../../../context.ts';
import { debit, credit } from '../../../money/ledger.ts';
import { gameById } from '../catalogue/games.ts';
import { historyGameType } from '../catalogue/providers.ts';
import { maskedWinner, triggeredLevel, type JackpotLevel } from '../jackpots/jackpotRules.ts';
import {
  awardJackpot,
  contributeToJackpots,
  ensureJackpots,
  type JackpotRow,
} from '../jackpots/jackpots.ts';
import { currencyUnitCents } from '../money.ts';
import type { GameSessionRow } from './sessions.ts';
import { spinOutcome, type SpinOutcome } from './slotMachine.ts';

export interface RoundResult {
  roundId: number;
  round: number;
  stakeCents: number;
  winCents: number;
  jackpot: { winId: number; level: JackpotLevel; name: string; amountCents: number } | null;
  balanceCents: number;
  currency: string;
  outcome: SpinOutcome;
}

/**
 * One spin, all or nothing in one transaction: the stake is debited ('casino-bet', throws
 * InsufficientFundsError and changes nothing when the balance is short), a share feeds the
 * jackpots, a line win is credited ('casino-win'), a triggered jackpot paid ('jackpot-win'), and
 * the round becomes a row of the slots bet history.
 */
export function playRound(
  context: PlatformContext,
  session: GameSessionRow,
  stakeCents: number,
  at: Date,
): RoundResult {
  const { database } = context;
  return database.transaction((): RoundResult => {
    const user = database
      .prepare('SELECT currency, login FROM users WHERE id = ?')
      .get(session.user_id) as { currency: string; login: string };
    const game = gameById(database, session.game_id);
    if (!game) throw new Error(`Session ${session.id} names no game`);
    const { rounds } = database
      .prepare('SELECT rounds FROM casino_sessions WHERE id = ?')
      .get(session.id) as { rounds: number };
    const round = rounds + 1;
    const reference = `casino-round:${session.id}:${round}`;
    const movement = { userId: session.user_id, reference, at };
    debit(database, { ...movement, cents: stakeCents, kind: 'casino-bet' });

    const outcome = spinOutcome(session.seed, round);
    ensureJackpots(context, user.currency);
    contributeToJackpots(database, user.currency, stakeCents);
    const winCents = stakeCents * outcome.multiplier;
    if (winCents > 0) credit(database, { ...movement, cents: winCents, kind: 'casino-win' });

    const level = triggeredLevel(outcome.jackpotDraw, stakeCents, currencyUnitCents(user.currency));
    const { lastInsertRowid } = database
      .prepare(
        `INSERT INTO casino_rounds (session_id, user_id, game_id, round, provider, game_type,
           currency, stake_cents, win_cents, status, symbols, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        session.id,
        session.user_id,
        game.id,
        round,
        game.provider,
        historyGameType(game.kind),
        user.currency,
        stakeCents,
        winCents,
        winCents > 0 || level ? 1 : 2,
        JSON.stringify(outcome.reels),
        at.toISOString(),
      );
    const roundId = Number(lastInsertRowid);

    let jackpot: RoundResult['jackpot'] = null;
    if (level) {
      const row = database
        .prepare('SELECT * FROM casino_jackpots WHERE currency = ? AND level = ?')
        .get(user.currency, level) as JackpotRow;
      const award = awardJackpot(
        database,
        row,
        { userId: session.user_id, name: maskedWinner(user.login), roundId },
        at,
      );
      database
        .prepare('UPDATE casino_rounds SET jackpot_cents = ? WHERE id = ?')
        .run(award.amountCents, roundId);
      jackpot = { winId: award.winId, level, name: row.name, amountCents: award.amountCents };
    }

    database.prepare('UPDATE casino_sessions SET rounds = ? WHERE id = ?').run(round, session.id);
    const { balance } = database
      .prepare('SELECT balance_cents AS balance FROM users WHERE id = ?')
      .get(session.user_id) as { balance: number };
    return {
      roundId,
      round,
      stakeCents,
      winCents,
      jackpot,
      balanceCents: balance,
      currency: user.currency,
      outcome,
    };
  })();
}
