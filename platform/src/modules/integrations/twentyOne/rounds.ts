import type { PlatformContext } from '../../../context.ts';
import { credit, debit, fromCents } from '../../../money/ledger.ts';
import { secureDraws } from '../../../random.ts';
import {
  dealerPlays,
  draw,
  handTotal,
  isBlackjack,
  outcomeOf,
  payoutCents,
  shuffledDeck,
  type Card,
  type Outcome,
} from './rules.ts';

interface RoundRow {
  id: number;
  user_id: number;
  bet_cents: number;
  player_cards: string;
  dealer_cards: string;
  deck: string;
  state: 'playing' | 'finished';
  outcome: Outcome | null;
  payout_cents: number;
}

/** A round as the page sees it: the dealer's hole card stays hidden ('??') while playing. */
export interface RoundView {
  roundId: number;
  state: 'playing' | 'finished';
  bet: number;
  playerCards: Card[];
  playerTotal: number;
  dealerCards: Card[];
  dealerTotal: number;
  outcome: Outcome | null;
  payout: number;
  balance: number;
}

export class RoundError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
  ) {
    super(message);
    this.name = 'RoundError';
  }
}

const reference = (roundId: number | bigint) => `twenty-one:${roundId}`;

function view(row: RoundRow, balanceCents: number): RoundView {
  const player = JSON.parse(row.player_cards) as Card[];
  const dealer = JSON.parse(row.dealer_cards) as Card[];
  const visibleDealer = row.state === 'playing' ? dealer.slice(0, 1) : dealer;
  return {
    roundId: row.id,
    state: row.state,
    bet: fromCents(row.bet_cents),
    playerCards: player,
    playerTotal: handTotal(player),
    dealerCards: row.state === 'playing' ? [...visibleDealer, '??'] : dealer,
    dealerTotal: handTotal(visibleDealer),
    outcome: row.outcome,
    payout: fromCents(row.payout_cents),
    balance: fromCents(balanceCents),
  };
}

/**
 * Twenty-one rounds of one platform: dealing debits the bet, finishing credits the payout. Decks
 * are shuffled with the CSPRNG: the seeded stream restarts at every boot from a published seed.
 */
export function twentyOneRounds(context: PlatformContext) {
  const { database } = context;
  const balanceOf = (userId: number) =>
    (
      database.prepare('SELECT balance_cents AS cents FROM users WHERE id = ?').get(userId) as {
        cents: number;
      }
    ).cents;
  const roundOf = (id: number | bigint) =>
    database.prepare('SELECT * FROM twenty_one_rounds WHERE id = ?').get(id) as RoundRow;
  const playingRound = (userId: number) =>
    database
      .prepare("SELECT * FROM twenty_one_rounds WHERE user_id = ? AND state = 'playing'")
      .get(userId) as RoundRow | undefined;

  /** Ends a round: dealer plays (unless the player bust), payout credited, all in the caller's transaction. */
  const finish = (row: RoundRow, player: Card[], dealer: Card[], deck: Card[]) => {
    if (handTotal(player) <= 21 && !isBlackjack(player)) dealerPlays(dealer, deck);
    const outcome = outcomeOf(player, dealer);
    const { currency } = database
      .prepare('SELECT currency FROM users WHERE id = ?')
      .get(row.user_id) as { currency: string };
    const payout = payoutCents(row.bet_cents, outcome, currency);
    const at = context.clock.now();
    database
      .prepare(
        `UPDATE twenty_one_rounds SET player_cards = ?, dealer_cards = ?, deck = ?, state = 'finished',
           outcome = ?, payout_cents = ?, finished_at = ? WHERE id = ?`,
      )
      .run(
        JSON.stringify(player),
        JSON.stringify(dealer),
        JSON.stringify(deck),
        outcome,
        payout,
        at.toISOString(),
        row.id,
      );
    if (payout > 0) {
      credit(database, {
        userId: row.user_id,
        cents: payout,
        kind: 'casino-win',
        reference: reference(row.id),
        at,
      });
    }
  };

  return {
    current(userId: number): { round: RoundView | null; balance: number } {
      const row = playingRound(userId);
      const balance = balanceOf(userId);
      return { round: row ? view(row, balance) : null, balance: fromCents(balance) };
    },

    deal(userId: number, betCents: number): RoundView {
      return database.transaction(() => {
        if (playingRound(userId)) throw new RoundError('Finish the current round first', 409, 409);
        const deck = shuffledDeck(secureDraws);
        const player = [draw(deck), draw(deck)];
        const dealer = [draw(deck), draw(deck)];
        const at = context.clock.now();
        const { lastInsertRowid } = database
          .prepare(
            `INSERT INTO twenty_one_rounds (user_id, bet_cents, player_cards, dealer_cards, deck, state, created_at)
             VALUES (?, ?, ?, ?, ?, 'playing', ?)`,
          )
          .run(
            userId,
            betCents,
            JSON.stringify(player),
            JSON.stringify(dealer),
            JSON.stringify(deck),
            at.toISOString(),
          );
        // Throws InsufficientFundsError, which rolls the round back with the transaction.
        debit(database, {
          userId,
          cents: betCents,
          kind: 'casino-bet',
          reference: reference(lastInsertRowid),
          at,
        });
        const row = roundOf(lastInsertRowid);
        // A natural blackjack on either side ends the round at once.
        if (isBlackjack(player) || isBlackjack(dealer)) finish(row, player, dealer, deck);
        return view(roundOf(lastInsertRowid), balanceOf(userId));
      })();
    },

    act(userId: number, roundId: number, action: 'hit' | 'stand'): RoundView {
      return database.transaction(() => {
        const row = playingRound(userId);
        if (row?.id !== roundId) throw new RoundError('No such round in play', 404, 404);
        const player = JSON.parse(row.player_cards) as Card[];
        const dealer = JSON.parse(row.dealer_cards) as Card[];
        const deck = JSON.parse(row.deck) as Card[];
        if (action === 'hit') player.push(draw(deck));
        // Standing, busting or reaching 21 ends the player's turn.
        if (action === 'stand' || handTotal(player) >= 21) {
          finish(row, player, dealer, deck);
        } else {
          database
            .prepare('UPDATE twenty_one_rounds SET player_cards = ?, deck = ? WHERE id = ?')
            .run(JSON.stringify(player), JSON.stringify(deck), row.id);
        }
        return view(roundOf(row.id), balanceOf(userId));
      })();
    },
  };
}
