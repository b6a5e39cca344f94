import { describe, expect, it } from 'vitest';
import { readJackpots, readWonJackpots } from './jackpot.ts';

const platformJackpot = {
  id: 1,
  image: '/api/casino/thumb/jackpot/grand.svg',
  amount: 5_231_870.4,
  name: 'Grand',
  timer: 1_209_600,
  start_amount: 5_000_000,
  lastWinAmount: 6_100_000,
  last_winner: 'pla***',
  last_won_at: '2025-11-20T18:40:00.000Z',
  currency: 'CLP',
  level: 'grand',
};

describe('readJackpots', () => {
  it('should read the platform jackpot', () => {
    expect(readJackpots([platformJackpot], 'USD')).toEqual([
      {
        id: 1,
        image: '/api/casino/thumb/jackpot/grand.svg',
        amount: 5_231_870.4,
        name: 'Grand',
        currency: 'CLP',
        lastWinAmount: 6_100_000,
        lastWinner: 'pla***',
      },
    ]);
  });

  it('should fill the currency asked for and leave out a missing last win', () => {
    const [jackpot] = readJackpots(
      [{ id: 2, image: '/coin.svg', amount: 10, lastWinAmount: null, last_winner: null }],
      'USD',
    );
    expect(jackpot).toMatchObject({ currency: 'USD', lastWinAmount: null, lastWinner: null });
  });

  it('should drop entries the block cannot show', () => {
    expect(
      readJackpots(
        [
          null,
          'Grand',
          { id: 1, image: '/coin.svg' },
          { id: 2, amount: Number.NaN, image: '/coin.svg' },
          { id: 3, amount: 10, image: '' },
          { amount: 10, image: '/coin.svg' },
        ],
        'CLP',
      ),
    ).toEqual([]);
  });
});

describe('readWonJackpots', () => {
  it('should read a win of the balance with only what the dialog needs', () => {
    expect(
      readWonJackpots(
        [
          {
            id: 71,
            jackpot_id: 2,
            image: '/api/casino/thumb/jackpot/medium.svg',
            amount: 523_410,
            name: 'Medium',
            currency: 'CLP',
            won_at: '2025-11-21T21:03:00.000Z',
            is_shown: false,
          },
        ],
        'USD',
      ),
    ).toEqual([
      {
        id: 71,
        image: '/api/casino/thumb/jackpot/medium.svg',
        amount: 523_410,
        name: 'Medium',
        currency: 'CLP',
      },
    ]);
  });
});
