import type { Decorator } from '@storybook/react-vite';
import { BrandProvider } from '../../../core/brand/index.ts';
import { fixtureBrand } from '../../../core/testing/index.ts';
import { readJackpots, readWonJackpots } from '../model/jackpot.ts';
import { rankJackpots } from '../model/ranking.ts';
import { calmJackpots, rawWin } from './fixtures.ts';

/** The demo brand around a pure view, for its money formats (symbols, default currency). */
export const withFixtureBrand: Decorator = (Story) => (
  <BrandProvider value={fixtureBrand}>
    <Story />
  </BrandProvider>
);

export const rankedJackpots = rankJackpots(readJackpots(calmJackpots, 'CLP'));

export const fixtureWins = readWonJackpots(
  [rawWin(72, 'grand', 5_002_000), rawWin(71, 'small', 50_120)],
  'CLP',
);
