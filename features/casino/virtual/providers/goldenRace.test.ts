import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { playerContext } from '../testing/fixtures.ts';
import { goldenRaceProvider } from './goldenRace.ts';
import { MissingGameUrlError } from './types.ts';

describe('golden race provider', () => {
  it('should ask for the game list and make tiles of it', async () => {
    const api = createFixtureApi({
      'GET /api/golden_race/game_list': [
        { id: 10101, name: 'Horse Racing', imageUrl: '/demo/golden-race/images/10101.svg' },
        { id: 10201, name: 'Dog Racing', imageUrl: '/demo/golden-race/images/10201.svg' },
        { name: 'no id' },
      ],
    });
    const games = await goldenRaceProvider.list(api, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/golden_race/game_list',
        query: {},
        body: undefined,
        headers: {},
      },
    ]);
    expect(games).toEqual([
      { id: '10101', name: 'Horse Racing', imageUrl: '/demo/golden-race/images/10101.svg' },
      { id: '10201', name: 'Dog Racing', imageUrl: '/demo/golden-race/images/10201.svg' },
    ]);
  });

  it('should answer an empty list for an answer that is not a list', async () => {
    const api = createFixtureApi({ 'GET /api/golden_race/game_list': null });
    await expect(goldenRaceProvider.list(api, playerContext)).resolves.toEqual([]);
  });

  it('should ask for the mobile game address in the interface language', async () => {
    const api = createFixtureApi({
      'GET /api/golden_race/open_frame': { url: '/demo/golden-race/?session=s1' },
    });
    const url = await goldenRaceProvider.launch(api, '10102', {
      ...playerContext,
      shortLanguage: 'pt',
    });
    expect(url).toBe('/demo/golden-race/?session=s1');
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/golden_race/open_frame',
        query: { game_id: '10102', platform: 'mobile', lang: 'pt' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should fail when the answer has no address', async () => {
    const api = createFixtureApi({ 'GET /api/golden_race/open_frame': { url: '' } });
    await expect(goldenRaceProvider.launch(api, '10101', playerContext)).rejects.toBeInstanceOf(
      MissingGameUrlError,
    );
  });
});
