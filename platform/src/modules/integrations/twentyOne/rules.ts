import { floorToMinorUnit } from '../../../money/currency.ts';
import type { Draws } from '../../../random.ts';

/** A card code: rank then suit, e.g. 'AS', '10H', 'QD'. */
export type Card = string;

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const suits = ['S', 'H', 'D', 'C'] as const;

export type Outcome = 'blackjack' | 'win' | 'push' | 'lose';

/** A fresh single deck, shuffled. */
export function shuffledDeck(draws: Draws): Card[] {
  return draws.shuffle(ranks.flatMap((rank) => suits.map((suit) => `${rank}${suit}`)));
}

const rankOf = (card: Card) => card.slice(0, -1);

/** The best total of a hand: aces count 11 unless that busts the hand. */
export function handTotal(cards: readonly Card[]): number {
  let total = 0;
  let softAces = 0;
  for (const card of cards) {
    const rank = rankOf(card);
    if (rank === 'A') {
      total += 11;
      softAces += 1;
    } else {
      total += ['J', 'Q', 'K'].includes(rank) ? 10 : Number(rank);
    }
  }
  while (total > 21 && softAces > 0) {
    total -= 10;
    softAces -= 1;
  }
  return total;
}

export const isBlackjack = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handTotal(cards) === 21;

/** Draws the top card; the deck is never empty in one round (52 cards, at most ~20 drawn). */
export function draw(deck: Card[]): Card {
  const card = deck.shift();
  if (card === undefined) throw new Error('The deck ran out');
  return card;
}

/** The dealer draws to 17 and stands on every 17 (soft ones included). */
export function dealerPlays(dealer: Card[], deck: Card[]): void {
  while (handTotal(dealer) < 17) dealer.push(draw(deck));
}

export function outcomeOf(player: readonly Card[], dealer: readonly Card[]): Outcome {
  const playerTotal = handTotal(player);
  const dealerTotal = handTotal(dealer);
  if (playerTotal > 21) return 'lose';
  if (isBlackjack(player)) return isBlackjack(dealer) ? 'push' : 'blackjack';
  if (isBlackjack(dealer) || (dealerTotal <= 21 && dealerTotal > playerTotal)) return 'lose';
  return dealerTotal === playerTotal ? 'push' : 'win';
}

/**
 * What a finished round pays back, stake included: blackjack 3:2, a win 1:1, a push the stake.
 * Blackjack's half is rounded down to the currency's minor unit (5 pesos pay 12, not 12.50).
 */
export function payoutCents(betCents: number, outcome: Outcome, currency: string): number {
  switch (outcome) {
    case 'blackjack':
      return floorToMinorUnit(Math.floor(betCents * 2.5), currency);
    case 'win':
      return betCents * 2;
    case 'push':
      return betCents;
    case 'lose':
      return 0;
  }
}
