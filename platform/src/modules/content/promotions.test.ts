import { describe, expect, it } from 'vitest';
import { createClock } from '../../clock.ts';
import { createRandom } from '../../random.ts';
import { testClockStart, withTestPlatform } from '../../testing.ts';
import { drawWeek, phoneWinnerWeeks, weekStartOf, type PublicWinnersWeek } from './phoneWinners.ts';

interface Promotion {
  currency: string;
  bigWinAmount: number;
  current: PublicWinnersWeek;
  history: PublicWinnersWeek[];
  rules: string;
}

const platform = withTestPlatform();

const winnersOf = async (query = '') => {
  const { body } = await platform.get<Promotion>(`/api/site/promotions/phone-winners${query}`);
  expect(body).toMatchObject({ success: true, codeStatus: 0 });
  return body.data;
};

describe('GET /api/site/promotions/phone-winners', () => {
  it('should answer the last completed week and six weeks of history, newest first', async () => {
    const data = await winnersOf();
    // The demo brand's promotion pays in its players' pesos (campaigns.promotions.currency).
    expect(data).toMatchObject({ currency: 'CLP', bigWinAmount: 1000 });
    expect(data.rules).toContain('1000 CLP');
    expect(data.rules).not.toContain('TMT');
    expect(data.current.week).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(data.history.map((week) => week.week.from)).toEqual([
      '2026-11-02',
      '2026-10-26',
      '2026-10-19',
      '2026-10-12',
      '2026-10-05',
      '2026-09-28',
    ]);
    expect(data.history[0]?.week.to).toBe('2026-11-08');
  });

  it('should give every week phone prizes, BIG WINs and ordinary cash wins', async () => {
    const data = await winnersOf();
    for (const { winners } of [data.current, ...data.history]) {
      const phones = winners.filter((winner) => winner.amount === 0);
      expect(phones).toHaveLength(2);
      for (const phone of phones) {
        expect(phone.codeType).toBe('phone');
        // Claim codes are for their winners only (promotions.security.test.ts).
        expect(phone).not.toHaveProperty('codeValue');
        expect(phone.prize).toEqual(expect.any(String));
      }
      const cash = winners.filter((winner) => winner.amount > 0);
      expect(cash.some((winner) => winner.amount > 1000)).toBe(true);
      expect(cash.some((winner) => winner.amount < 1000)).toBe(true);
      expect(cash.every((winner) => winner.codeType === null && !('codeValue' in winner))).toBe(
        true,
      );
      const amounts = cash.map((winner) => winner.amount);
      expect(amounts).toEqual([...amounts].sort((left, right) => right - left));
      expect(new Set(winners.map((winner) => winner.userId)).size).toBe(winners.length);
    }
  });

  it.each([
    ['?lang=en', 'Every week, Monday to Sunday'],
    ['?lang=pt-PT', 'Todas as semanas, de segunda a domingo'],
    ['?lang=ru', 'Cada semana, de lunes a domingo'],
    ['', 'Cada semana, de lunes a domingo'],
  ])('should word the rules in the language asked (%s)', async (query, opening) => {
    const { rules } = await winnersOf(query);
    expect(rules.startsWith(opening)).toBe(true);
    expect(rules).toContain('BIG WIN');
    expect(rules.split('\n')).toHaveLength(5);
  });

  it('should be the same for the same seed and differ for another', async () => {
    const { current, history } = await winnersOf();
    const draw = (seed: number) =>
      phoneWinnerWeeks({
        clock: createClock({ start: testClockStart, speed: 0 }),
        random: createRandom(seed),
      });
    expect(draw(1)).toEqual({ current, history });
    expect(draw(2).current.winners).not.toEqual(current.winners);
    expect(draw(2).current.week).toEqual(current.week);
  });

  it('should move the draw on a week later and keep past winners unchanged', async () => {
    const before = await winnersOf();
    platform.clock.advance(7 * 24 * 60 * 60 * 1000);
    try {
      const after = await winnersOf();
      expect(after.current.week.from).toBe('2026-11-16');
      expect(after.history[0]).toEqual(before.current);
    } finally {
      platform.clock.advance(-7 * 24 * 60 * 60 * 1000);
    }
  });

  it('should report the same current winners in the settings', async () => {
    const settings = await platform.get<{ phoneWinners: PublicWinnersWeek }>('/api/site/settings');
    expect(settings.body.data.phoneWinners).toEqual((await winnersOf()).current);
  });
});

describe('drawWeek', () => {
  it('should give each phone prize a claim code and no cash win one', () => {
    const { winners } = drawWeek(createRandom(1), new Date('2026-11-09T00:00:00Z'));
    const phones = winners.filter((winner) => winner.amount === 0);
    expect(phones.map((phone) => phone.codeValue)).toEqual([
      expect.stringMatching(/^PH-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      expect.stringMatching(/^PH-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    ]);
    const cash = winners.filter((winner) => winner.amount > 0);
    expect(cash.every((winner) => winner.codeValue === null)).toBe(true);
  });
});

describe('weekStartOf', () => {
  it.each([
    ['2026-11-18T12:00:00Z', '2026-11-16'],
    ['2026-11-16T00:00:00Z', '2026-11-16'],
    ['2026-11-22T23:59:59Z', '2026-11-16'],
    ['2026-11-23T00:00:00Z', '2026-11-23'],
  ])('should put %s in the week of Monday %s', (moment, monday) => {
    expect(weekStartOf(new Date(moment)).toISOString().slice(0, 10)).toBe(monday);
  });
});
