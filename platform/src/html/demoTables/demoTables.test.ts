import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { demoTablesScript } from './script.ts';
import { moneyWheelSegments, tableData, tableStage, type TableKind } from './stage.ts';

interface Card {
  rank: string;
  suit: string;
}
interface Round {
  top: Card[];
  bottom: Card[];
  topTotal?: number;
  bottomTotal?: number;
  topHand?: { category: number };
  bottomHand?: { category: number };
  winner: string;
  blackjack?: boolean;
}
interface Tables {
  shuffledDeck(random: (max: number) => number): () => Card;
  blackjackTotal(cards: Card[]): number;
  playBlackjack(draw: () => Card): Round;
  baccaratTotal(cards: Card[]): number;
  bankerDraws(total: number, third: number | null): boolean;
  playBaccarat(draw: () => Card): Round;
  pokerHand(cards: Card[]): { category: number; values: number[] };
  comparePoker(a: { category: number; values: number[] }, b: typeof a): number;
  playPoker(draw: () => Card): Round;
  sicBo(values: number[]): string;
}

// The rules as the browser gets them: the shipped script, run in a context of its own.
const tables = runInNewContext(`${demoTablesScript};demoTables`) as Tables;

/** Cards from "A♠ 10♥"-like codes: rank then one suit letter (S, H, D, C). */
const cards = (codes: string): Card[] =>
  codes.split(' ').map((code) => ({ rank: code.slice(0, -1), suit: code.slice(-1) }));

/** A deck dealing exactly these cards, in order. */
const deck = (codes: string) => {
  const queue = cards(codes);
  return () => {
    const card = queue.shift();
    if (!card) throw new Error('The deck ran out');
    return card;
  };
};

const plain = (round: Round) => JSON.parse(JSON.stringify(round)) as Round;

describe('the demo tables: blackjack', () => {
  it('should count aces as 11 while that stays at 21 or under, else 1', () => {
    expect(tables.blackjackTotal(cards('AS KH'))).toBe(21);
    expect(tables.blackjackTotal(cards('AS AH'))).toBe(12);
    expect(tables.blackjackTotal(cards('AS 6H 9C'))).toBe(16);
    expect(tables.blackjackTotal(cards('AS AH 9C'))).toBe(21);
    expect(tables.blackjackTotal(cards('KS QH 5C'))).toBe(25);
  });

  it('should deal player, dealer in turn and have the dealer draw to 17', () => {
    // Player 10+6 draws a 5 (21); dealer 9+4 draws 2 (15), then 3 (18) and stands.
    const round = plain(tables.playBlackjack(deck('10S 9H 6C 4D 5H 2S 3C')));
    expect(round).toMatchObject({
      bottomTotal: 21,
      topTotal: 18,
      winner: 'player',
      blackjack: false,
    });
    expect(round.top).toHaveLength(4);
  });

  it('should stand the dealer on a soft 17 and leave it undrawn when the player busts', () => {
    const soft = plain(tables.playBlackjack(deck('10S AH 8C 6D')));
    expect(soft).toMatchObject({ bottomTotal: 18, topTotal: 17, winner: 'player' });
    const bust = plain(tables.playBlackjack(deck('10S 9H 6C 4D KH')));
    expect(bust).toMatchObject({ bottomTotal: 26, topTotal: 13, winner: 'dealer' });
    expect(bust.top).toHaveLength(2);
  });

  it('should settle naturals at once: a blackjack wins, two are a push', () => {
    expect(plain(tables.playBlackjack(deck('AS 9H KC 8D')))).toMatchObject({
      winner: 'player',
      blackjack: true,
    });
    expect(plain(tables.playBlackjack(deck('AS AH KC QD')))).toMatchObject({
      winner: 'push',
      blackjack: true,
    });
  });
});

describe('the demo tables: baccarat', () => {
  it('should count aces 1, tens and pictures 0, and keep the last digit', () => {
    expect(tables.baccaratTotal(cards('AS KH'))).toBe(1);
    expect(tables.baccaratTotal(cards('7S 8H'))).toBe(5);
    expect(tables.baccaratTotal(cards('10S QH 9D'))).toBe(9);
  });

  it('should stop on a natural and draw by the third-card rule otherwise', () => {
    const natural = plain(tables.playBaccarat(deck('4S 2H 4C 3D')));
    expect(natural).toMatchObject({ bottomTotal: 8, topTotal: 5, winner: 'player' });
    expect(natural.bottom).toHaveLength(2);
    // Player 2+3 = 5 draws a 4 (9); banker 3+3 = 6 stands on a third card of 4.
    const drawn = plain(tables.playBaccarat(deck('2S 3H 3C 3D 4H 9S')));
    expect(drawn).toMatchObject({ bottomTotal: 9, topTotal: 6, winner: 'player' });
    expect(drawn.top).toHaveLength(2);
    // Player 6+K = 6 stands; banker 2+3 = 5 draws (a 7: 2) and loses.
    const banker = plain(tables.playBaccarat(deck('6S 2H KC 3D 7H')));
    expect(banker).toMatchObject({ bottomTotal: 6, topTotal: 2, winner: 'player' });
    expect(plain(tables.playBaccarat(deck('6S 6H KC KD')))).toMatchObject({ winner: 'tie' });
  });

  it('should follow the banker table for each third card', () => {
    expect(tables.bankerDraws(2, 8)).toBe(true);
    expect(tables.bankerDraws(3, 8)).toBe(false);
    expect(tables.bankerDraws(4, 1)).toBe(false);
    expect(tables.bankerDraws(4, 7)).toBe(true);
    expect(tables.bankerDraws(5, 3)).toBe(false);
    expect(tables.bankerDraws(5, 4)).toBe(true);
    expect(tables.bankerDraws(6, 6)).toBe(true);
    expect(tables.bankerDraws(6, 5)).toBe(false);
    expect(tables.bankerDraws(7, 7)).toBe(false);
    expect(tables.bankerDraws(5, null)).toBe(true);
    expect(tables.bankerDraws(6, null)).toBe(false);
  });
});

describe('the demo tables: three-card poker', () => {
  it('should rank the six hands, with A-2-3 a straight and three of a kind above it', () => {
    const category = (codes: string) => tables.pokerHand(cards(codes)).category;
    expect(category('2S 7H KD')).toBe(0);
    expect(category('9S 9H KD')).toBe(1);
    expect(category('2H 7H KH')).toBe(2);
    expect(category('AS 2H 3D')).toBe(3);
    expect(category('QS KH AD')).toBe(3);
    expect(category('5S 5H 5D')).toBe(4);
    expect(category('9C 10C JC')).toBe(5);
  });

  it('should break ties by the pair, then the kicker, then the high cards', () => {
    const compare = (a: string, b: string) =>
      Math.sign(tables.comparePoker(tables.pokerHand(cards(a)), tables.pokerHand(cards(b))));
    expect(compare('9S 9H 2D', '8S 8H AD')).toBe(1);
    expect(compare('9S 9H 2D', '9C 9D 3S')).toBe(-1);
    expect(compare('AS 2H 3D', '2S 3H 4D')).toBe(-1);
    expect(compare('KS 7H 2D', 'KC 7D 2S')).toBe(0);
    expect(plain(tables.playPoker(deck('9S 9H 2D 8S 8H AD')))).toMatchObject({ winner: 'player' });
  });
});

describe('the demo tables: deck and dice', () => {
  it('should shuffle a whole deck of 52 different cards', () => {
    let state = 7;
    const draw = tables.shuffledDeck((max) => (state = (state * 31 + 11) % 1009) % max);
    const dealt = Array.from({ length: 52 }, () => {
      const card = draw();
      return `${card.rank}${card.suit}`;
    });
    expect(new Set(dealt).size).toBe(52);
  });

  it('should call three dice small, big or a triple', () => {
    expect(tables.sicBo([1, 2, 3])).toBe('small');
    expect(tables.sicBo([4, 4, 3])).toBe('big');
    expect(tables.sicBo([2, 2, 2])).toBe('triple');
  });
});

describe('the demo table stages', () => {
  const stage = (kind: TableKind, dice?: number) => tableStage(kind, 'en', dice).markup;

  it('should draw each kind as itself', () => {
    expect(stage('roulette').match(/<path d="M100 100 /g)).toHaveLength(37);
    expect(stage('wheel').match(/<path d="M100 100 /g)).toHaveLength(moneyWheelSegments.length);
    expect(stage('wheel')).toContain('>40</text>');
    for (const kind of ['blackjack', 'baccarat', 'poker'] as const) {
      expect(stage(kind)).toContain(`class="table-stage felt" data-stage="${kind}"`);
      expect(stage(kind)).toContain('id="top-cards"');
      expect(stage(kind)).toContain('id="bottom-cards"');
    }
    expect(stage('baccarat')).toContain('Banker');
    expect(stage('blackjack')).toContain('Dealer');
    expect(stage('dice').match(/class="die"/g)).toHaveLength(2);
    expect(stage('dice', 3).match(/class="die"/g)).toHaveLength(3);
  });

  it('should give the script its texts in the page language', () => {
    expect(tableData('pt')).toMatchObject({
      'msg-player-wins': 'Ganha o jogador',
      'msg-hand5': 'Straight flush',
    });
    expect(tableData('es')['msg-banker-wins']).toBe('Gana la banca');
  });
});
