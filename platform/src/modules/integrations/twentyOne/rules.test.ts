import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../random.ts';
import {
  dealerPlays,
  handTotal,
  isBlackjack,
  outcomeOf,
  payoutCents,
  shuffledDeck,
} from './rules.ts';

describe('twenty-one rules', () => {
  it('should count aces as 11 unless the hand busts', () => {
    expect(handTotal(['AS', 'KD'])).toBe(21);
    expect(handTotal(['AS', 'AD', '9C'])).toBe(21);
    expect(handTotal(['AS', '9D', '5C'])).toBe(15);
    expect(handTotal(['10S', 'QD', '2C'])).toBe(22);
  });

  it('should tell a natural blackjack from 21 in three cards', () => {
    expect(isBlackjack(['AS', 'JD'])).toBe(true);
    expect(isBlackjack(['7S', '7D', '7C'])).toBe(false);
  });

  it('should shuffle a full deck reproducibly for a seed', () => {
    const deck = shuffledDeck(createRandom(7));
    expect(new Set(deck).size).toBe(52);
    expect(shuffledDeck(createRandom(7))).toEqual(deck);
  });

  it('should let the dealer draw to 17 and stand on soft 17', () => {
    const dealer = ['6S', 'AH'];
    dealerPlays(dealer, ['5C']);
    expect(dealer).toEqual(['6S', 'AH']);
    const low = ['10S', '2H'];
    dealerPlays(low, ['3C', '4D', 'KS']);
    expect(low).toEqual(['10S', '2H', '3C', '4D']);
  });

  it.each([
    [['10S', 'QD', '5C'], ['10H', '7D'], 'lose'],
    [['AS', 'KD'], ['10H', '9D'], 'blackjack'],
    [['AS', 'KD'], ['AH', 'QD'], 'push'],
    [['10S', '9D'], ['AH', 'QD'], 'lose'],
    [['10S', '9D'], ['10H', '6D', '8C'], 'win'],
    [['10S', '8D'], ['10H', '8C'], 'push'],
    [['10S', '7D'], ['10H', '8C'], 'lose'],
  ])('should settle player %j against dealer %j as %s', (player, dealer, outcome) => {
    expect(outcomeOf(player, dealer)).toBe(outcome);
  });

  it('should pay 3:2 for blackjack, 1:1 for a win and the stake for a push', () => {
    expect(payoutCents(1000, 'blackjack', 'USD')).toBe(2500);
    expect(payoutCents(101, 'blackjack', 'USD')).toBe(252);
    expect(payoutCents(1000, 'win', 'USD')).toBe(2000);
    expect(payoutCents(1000, 'push', 'USD')).toBe(1000);
    expect(payoutCents(1000, 'lose', 'USD')).toBe(0);
    // Pesos have no cents: 5 pesos at 3:2 pay 12, the half peso is not paid.
    expect(payoutCents(500, 'blackjack', 'CLP')).toBe(1200);
    expect(payoutCents(600, 'blackjack', 'CLP')).toBe(1500);
  });
});
