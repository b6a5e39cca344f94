import { describe, expect, it } from 'vitest';
import { campaignRules } from '../model/campaignRules.ts';
import { campaignDisplay, campaignMoney, guestStats, statsDisplay } from './display.ts';

const rules = campaignRules({
  enabled: true,
  amount: 100,
  currency: 'TMT',
  turnoverPerFreeBet: 1200,
  maxPerWeek: 5,
  minOdds: 1.75,
  maxOdds: 50,
  claimWeekday: 3,
  startDate: '2026-12-01',
  endDate: '2026-12-28',
});
const money = campaignMoney(rules, 'en-US', undefined);
const sunday = Date.parse('2026-11-22T03:12:00Z');
const normalize = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('campaignDisplay', () => {
  it('should word the brand numbers in the language', () => {
    const shown = campaignDisplay(rules, campaignMoney(rules, 'es-ES', undefined), 'es-ES', sunday);
    expect(normalize(shown.amount)).toBe('100,00 M');
    expect(normalize(shown.belowTurnover)).toBe('1.199,00 M');
    expect([shown.minOdds, shown.maxOdds]).toEqual(['1,75', '50']);
    expect([shown.startDate, shown.endDate]).toEqual(['01.12.2026', '28.12.2026']);
    expect(shown.phase).toBe('upcoming');
    // 1 December 00:00 in Moscow.
    expect(shown.startsAt).toBe(Date.parse('2026-11-30T21:00:00Z'));
  });

  it('should word a campaign in pesos as Chile writes them, without decimals', () => {
    const pesos = { ...rules, currency: 'CLP' };
    const shown = campaignDisplay(
      pesos,
      campaignMoney(pesos, 'es-ES', { CLP: '$' }),
      'es-ES',
      sunday,
    );
    expect([shown.amount, shown.turnoverPerFreeBet, shown.belowTurnover]).toEqual([
      '$100',
      '$1.200',
      '$1.199',
    ]);
  });

  it('should use brand currency symbols', () => {
    const shown = campaignDisplay(
      rules,
      campaignMoney(rules, 'en-US', { TMT: 'TMT' }),
      'en-US',
      sunday,
    );
    expect(normalize(shown.amount)).toBe('TMT 100.00');
  });

  it('should leave malformed dates out', () => {
    const shown = campaignDisplay(
      { ...rules, startDate: '1 Dec', endDate: undefined },
      money,
      'en-US',
      sunday,
    );
    expect([shown.startDate, shown.endDate, shown.startsAt, shown.phase]).toEqual([
      undefined,
      undefined,
      undefined,
      'running',
    ]);
  });
});

describe('statsDisplay', () => {
  it('should give a guest zeros and no expiry', () => {
    const shown = statsDisplay(guestStats, rules, money, sunday);
    expect({
      ...shown,
      turnover: normalize(shown.turnover),
      toNext: normalize(shown.toNext),
    }).toEqual({
      active: 0,
      inactive: 0,
      turnover: 'M 0.00',
      earned: 0,
      toNext: 'M 1,200.00',
      expires: undefined,
    });
  });

  it('should give the next expiry when the player holds free bets', () => {
    const shown = statsDisplay(
      { active: 1, inactive: 0, bets_total_now: 6000, possible_free_bets: 5 },
      rules,
      money,
      sunday,
    );
    expect(shown.toNext).toBeUndefined();
    // Sunday 12:00 Moscow in the device's zone (UTC in tests).
    expect(shown.expires).toBe('22.11.2026 09:00');
  });
});
