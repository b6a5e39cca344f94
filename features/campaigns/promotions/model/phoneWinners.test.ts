import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BIG_WIN_AMOUNT,
  isBigWin,
  isPrizeDrawWin,
  resolveBigWinAmount,
  rulesParagraphs,
  weekLabel,
  winnerKind,
} from './phoneWinners.ts';

describe('isBigWin', () => {
  it('should label amounts above the threshold', () => {
    expect(isBigWin({ amount: 1000.01 }, 1000)).toBe(true);
    expect(isBigWin({ amount: 20_000 }, 1000)).toBe(true);
  });

  it('should not label exactly the threshold or below', () => {
    expect(isBigWin({ amount: 1000 }, 1000)).toBe(false);
    expect(isBigWin({ amount: 950 }, 1000)).toBe(false);
  });

  it('should follow another threshold', () => {
    expect(isBigWin({ amount: 600 }, 500)).toBe(true);
    expect(isBigWin({ amount: 500 }, 500)).toBe(false);
  });

  it('should never label a prize-draw win, even with a threshold of 0', () => {
    expect(isBigWin({ amount: 0 }, 0)).toBe(false);
    expect(isBigWin({ amount: 1 }, 0)).toBe(true);
  });
});

describe('isPrizeDrawWin', () => {
  it('should read amount 0 as a phone prize', () => {
    expect(isPrizeDrawWin({ amount: 0 })).toBe(true);
  });

  it('should read any other amount as cash', () => {
    expect(isPrizeDrawWin({ amount: 50 })).toBe(false);
    expect(isPrizeDrawWin({ amount: 0.01 })).toBe(false);
  });
});

describe('winnerKind', () => {
  it('should tell a prize, a BIG WIN and a cash win apart', () => {
    expect(winnerKind({ amount: 0 }, 1000)).toBe('prize');
    expect(winnerKind({ amount: 4820 }, 1000)).toBe('bigWin');
    expect(winnerKind({ amount: 1000 }, 1000)).toBe('cash');
    expect(winnerKind({ amount: 50 }, 1000)).toBe('cash');
  });
});

describe('resolveBigWinAmount', () => {
  it("should prefer the platform's threshold", () => {
    expect(resolveBigWinAmount(2000, 500)).toBe(2000);
    expect(resolveBigWinAmount(0, 500)).toBe(0);
  });

  it("should fall back to the brand's, then to the spec's 1000", () => {
    expect(resolveBigWinAmount(undefined, 500)).toBe(500);
    expect(resolveBigWinAmount(null, 500)).toBe(500);
    expect(resolveBigWinAmount(undefined, undefined)).toBe(DEFAULT_BIG_WIN_AMOUNT);
    expect(DEFAULT_BIG_WIN_AMOUNT).toBe(1000);
  });

  it('should ignore a threshold that is not an amount', () => {
    expect(resolveBigWinAmount(Number.NaN, undefined)).toBe(1000);
    expect(resolveBigWinAmount(-5, 700)).toBe(700);
  });
});

describe('rulesParagraphs', () => {
  it('should give one paragraph per line and drop blank lines', () => {
    expect(rulesParagraphs('First.\nSecond.\r\n\n  Third.  \n')).toEqual([
      'First.',
      'Second.',
      'Third.',
    ]);
  });

  it('should give nothing for empty rules', () => {
    expect(rulesParagraphs('')).toEqual([]);
    expect(rulesParagraphs('\n \n')).toEqual([]);
  });
});

describe('weekLabel', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it('should write a week inside one month as a day range', () => {
    expect(weekLabel({ from: '2026-11-09', to: '2026-11-15' })).toBe('9–15 Nov 2026');
  });

  it('should name both months of a week across a month end', () => {
    expect(weekLabel({ from: '2026-11-30', to: '2026-12-06' })).toBe('30 Nov – 6 Dec 2026');
  });

  it('should name both years of a week across the new year', () => {
    expect(weekLabel({ from: '2025-12-29', to: '2026-01-04' })).toBe('29 Dec 2025 – 4 Jan 2026');
  });

  it("should follow dayjs's locale", () => {
    dayjs.locale('es');
    expect(weekLabel({ from: '2026-11-09', to: '2026-11-15' })).toBe('9–15 nov 2026');
  });

  it('should write the given language', () => {
    expect(weekLabel({ from: '2026-11-30', to: '2026-12-06' }, 'es')).toBe('30 nov – 6 dic 2026');
    expect(dayjs.locale()).toBe('en');
  });

  it("should fall back to the global locale while the language's is not loaded", () => {
    expect(weekLabel({ from: '2026-11-09', to: '2026-11-15' }, 'fr')).toBe('9–15 Nov 2026');
  });

  it('should show unreadable dates as they came', () => {
    expect(weekLabel({ from: 'soon', to: 'later' })).toBe('soon – later');
  });
});
