import { ApiError } from '../../../core/errors/index.ts';
import { fixturePlayer, type FixtureRoutes } from '../../../core/testing/index.ts';
import { fixtureThumb } from '../../shared/testing/fixtures.ts';
import type { VirtualContext } from '../providers/types.ts';

export const playerContext: VirtualContext = { shortLanguage: 'es', player: fixturePlayer };

const racing = [
  [10101, 'Horse Racing'],
  [10102, 'Horse Racing Turbo'],
  [10103, 'Horse Racing Derby'],
  [10201, 'Dog Racing'],
  [10202, 'Dog Racing Night'],
  [10301, 'Motor Racing'],
  [10302, 'Kart Racing'],
  [10401, 'Speedway'],
  [10402, 'Cycling Sprint'],
  [10501, 'Camel Racing'],
] as const;

/** The racing simulation's list as the platform answers it (10 games). */
export const goldenRaceEntries = racing.map(([id, name]) => ({
  id,
  name,
  imageUrl: fixtureThumb(name, (id * 7) % 360),
}));

const sports = [
  ['football', 'Fútbol virtual', 'Virtual Football', 'Futebol virtual'],
  ['basketball', 'Baloncesto virtual', 'Virtual Basketball', 'Basquetebol virtual'],
  ['tennis', 'Tenis virtual', 'Virtual Tennis', 'Ténis virtual'],
  ['hockey', 'Hockey virtual', 'Virtual Ice Hockey', 'Hóquei virtual'],
  ['baseball', 'Béisbol virtual', 'Virtual Baseball', 'Basebol virtual'],
  ['horses', 'Caballos virtuales', 'Virtual Horses', 'Cavalos virtuais'],
  ['dogs', 'Galgos virtuales', 'Virtual Dogs', 'Galgos virtuais'],
  ['cricket', 'Críquet virtual', 'Virtual Cricket', 'Críquete virtual'],
] as const;

const formats = [
  ['league', 'Liga', 'League', 'Liga'],
  ['cup', 'Copa', 'Cup', 'Taça'],
  ['world', 'Mundial', 'World', 'Mundial'],
  ['instant', 'Instantáneo', 'Instant', 'Instantâneo'],
] as const;

/** A bet-radar feed entry (the provider's raw shape). */
export function betRadarEntry(
  pageCode: string,
  names: Record<string, string>,
  merchant = 'BetRadar',
) {
  return {
    PageCode: pageCode,
    MerchantName: merchant,
    Trans: names,
    ImageURL: fixtureThumb(names.en ?? pageCode, (pageCode.length * 29) % 360),
  };
}

/** The BetRadar merchant's 32 games (8 sports × 4 formats), in the feed's order. */
export const betRadarEntries = sports.flatMap(([sport, es, en, pt]) =>
  formats.map(([format, fes, fen, fpt]) =>
    betRadarEntry(`br_${sport}_${format}`, {
      es: `${es} ${fes}`,
      en: `${en} ${fen}`,
      pt: `${pt} ${fpt}`,
    }),
  ),
);

/** Other merchants' games, which the raw feed holds too. */
export const otherMerchantEntries = [
  betRadarEntry('kr_football', { es: 'Kiron fútbol', en: 'Kiron football' }, 'Kiron'),
  betRadarEntry('lp_football', { es: 'Leap fútbol', en: 'Leap football' }, 'Leap'),
];

/** What a list or launch call does in a story or test. */
export type CallState = 'ready' | 'empty' | 'loading' | 'error';

const refused = () =>
  Promise.reject(
    new ApiError({ kind: 'server', httpStatus: 500, codeStatus: 999, message: 'down' }),
  );
const pending = () => new Promise<never>(() => {});

function answer<T>(state: CallState, data: T, empty: T) {
  return () => {
    if (state === 'loading') return pending();
    if (state === 'error') return refused();
    return state === 'empty' ? empty : data;
  };
}

export interface VirtualRoutesOptions {
  goldenRace?: CallState;
  betRadar?: CallState;
  /** The golden race `url` / bet-radar `game_url` the launch answers; 'error' fails it. */
  launch?: CallState;
  gameUrl?: string;
}

/** The virtual games' platform calls, answering from the fixtures. */
export function virtualRoutes({
  goldenRace = 'ready',
  betRadar = 'ready',
  launch = 'ready',
  gameUrl,
}: VirtualRoutesOptions = {}): FixtureRoutes {
  return {
    'GET /api/golden_race/game_list': answer(goldenRace, goldenRaceEntries, []),
    'GET /api/betradar/games': answer(betRadar, [...betRadarEntries, ...otherMerchantEntries], []),
    'GET /api/golden_race/open_frame': answer(
      launch,
      { url: gameUrl ?? '/demo/golden-race/?session=fixture' },
      {},
    ),
    'POST /api/betradar/session': answer(
      launch,
      { game_url: gameUrl ?? '/demo/bet-radar/?session=fixture' },
      {},
    ),
  };
}
