import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import {
  betRadarEntries,
  betRadarEntry,
  otherMerchantEntries,
  playerContext,
} from '../testing/fixtures.ts';
import { betRadarProvider } from './betRadar.ts';
import { MissingGameUrlError } from './types.ts';

describe('bet-radar provider', () => {
  it("should ask for the BetRadar merchant's games", async () => {
    const api = createFixtureApi({ 'GET /api/betradar/games': betRadarEntries });
    const games = await betRadarProvider.list(api, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/betradar/games',
        query: { merchant: 'BetRadar' },
        body: undefined,
        headers: {},
      },
    ]);
    expect(games).toHaveLength(32);
    expect(games[0]).toEqual({
      id: 'br_football_league',
      name: 'Fútbol virtual Liga',
      imageUrl: betRadarEntries[0]!.ImageURL,
    });
  });

  it("should keep only BetRadar's games, once each, named in the language or English", async () => {
    const api = createFixtureApi({
      'GET /api/betradar/games': [
        betRadarEntry('br_a', { es: 'A es', en: 'A en' }),
        ...otherMerchantEntries,
        betRadarEntry('br_b', { en: 'Only English' }, 'betradar'),
        betRadarEntry('br_a', { es: 'A again' }),
        { PageCode: 5, MerchantName: 'BetRadar' },
      ],
    });
    const games = await betRadarProvider.list(api, { ...playerContext, shortLanguage: 'pt' });
    expect(games.map((game) => [game.id, game.name])).toEqual([
      ['br_a', 'A en'],
      ['br_b', 'Only English'],
    ]);
  });

  it('should start a session with the page code and the mobile argument', async () => {
    const api = createFixtureApi({
      'POST /api/betradar/session': { game_url: '/demo/bet-radar/?session=s2' },
    });
    const url = await betRadarProvider.launch(api, 'br_tennis_cup', playerContext);
    expect(url).toBe('/demo/bet-radar/?session=s2');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/betradar/session',
        query: {},
        body: { page_code: 'br_tennis_cup', arg: 1 },
        headers: {},
      },
    ]);
  });

  it('should fail when the session answer has no address', async () => {
    const api = createFixtureApi({ 'POST /api/betradar/session': {} });
    await expect(betRadarProvider.launch(api, 'br_a', playerContext)).rejects.toBeInstanceOf(
      MissingGameUrlError,
    );
  });
});
