import { fixtureGame } from '../../shared/testing/fixtures.ts';
import type { RouteProvider, SlotGame } from '../../shared/model/slotGame.ts';
import type { ProviderSummary } from '../api/catalogue.ts';
import { providerFilterList } from '../model/providerPaging.ts';

/** Display names as the platform gives them. */
const providerNames: Record<string, string> = {
  pragmatic: 'Pragmatic Play',
  netent: 'NetEnt',
  amatic: 'Amatic',
  greentube: 'Greentube',
  evoplay: 'Evoplay',
  betsolutions: 'BetSolutions',
  egt: 'EGT',
  habanero: 'Habanero',
  'Universal Race': 'Universal Race',
};

const first = ['Golden', 'Lucky', 'Wild', 'Royal', 'Mystic', 'Crystal', 'Fire', 'Jungle'];
const second = ['Fortune', 'Reels', 'Pharaoh', 'Dragon', 'Fruits', 'Stars', 'Treasure', 'Bells'];

interface Studio {
  provider: string;
  routeProvider: RouteProvider;
  count: number;
  tabs: (index: number) => string[];
}

const studios: Studio[] = [
  {
    provider: 'pragmatic',
    routeProvider: 'pragmatic',
    count: 8,
    tabs: (i) =>
      i === 0 ? ['popular', 'slot-machines'] : i === 7 ? ['jackpot'] : ['slot-machines'],
  },
  {
    provider: 'netent',
    routeProvider: 'outcome',
    count: 7,
    tabs: (i) => (i < 2 ? ['popular', 'slot-machines'] : ['slot-machines']),
  },
  { provider: 'amatic', routeProvider: 'outcome', count: 6, tabs: () => ['slot-machines'] },
  { provider: 'greentube', routeProvider: 'outcome', count: 4, tabs: () => ['slot-machines'] },
  { provider: 'evoplay', routeProvider: 'evolution', count: 3, tabs: () => ['slot-machines'] },
  { provider: 'betsolutions', routeProvider: 'outcome', count: 2, tabs: () => ['crash'] },
  {
    provider: 'egt',
    routeProvider: 'outcome',
    count: 4,
    tabs: (i) => (i % 2 === 0 ? ['roulette'] : ['card-games']),
  },
  { provider: 'habanero', routeProvider: 'evolution', count: 3, tabs: () => ['slot-machines'] },
];

/**
 * A small catalogue in the platform's shape: nine providers (the spec's filter list order first,
 * then the horse race), categories, six default games (the best-games block) and a crash game.
 */
export const lobbyGames: readonly SlotGame[] = [
  ...studios.flatMap((studio, studioIndex) =>
    Array.from({ length: studio.count }, (_, index) => {
      const id = 100 * (studioIndex + 1) + index;
      const adjective = first[(studioIndex + index) % first.length] ?? '';
      const noun = second[(studioIndex * 3 + index) % second.length] ?? '';
      const gameName = `${adjective} ${noun}`;
      return fixtureGame({
        id,
        gameName: studio.provider === 'betsolutions' && index === 0 ? 'Aviator X' : gameName,
        gameId: `${studio.provider}-${id}`,
        provider: studio.provider,
        routeProvider: studio.routeProvider,
        tab: studio.tabs(index),
        isDefault: index === 0 && studioIndex < 6,
      });
    }),
  ),
  fixtureGame({
    id: 900,
    gameId: 'universal-race',
    gameName: 'Universal Race',
    provider: 'Universal Race',
    routeProvider: 'universalrace',
    system: 'html',
    tab: ['horse-races'],
  }),
];

/** The provider list of a catalogue, as GET /api/casino/providers answers it. */
export function providersOf(games: readonly SlotGame[]): ProviderSummary[] {
  const counts = new Map<string, ProviderSummary>();
  for (const game of games) {
    const held = counts.get(game.provider);
    if (held) {
      held.gameCount += 1;
      if (!held.routeProviders.includes(game.routeProvider)) {
        held.routeProviders.push(game.routeProvider);
      }
    } else {
      counts.set(game.provider, {
        provider: game.provider,
        name: providerNames[game.provider] ?? game.provider,
        routeProviders: [game.routeProvider],
        gameCount: 1,
      });
    }
  }
  const rank = (provider: string) => {
    const index = (providerFilterList as readonly string[]).indexOf(provider);
    return index === -1 ? providerFilterList.length : index;
  };
  return [...counts.values()].sort(
    (a, b) => rank(a.provider) - rank(b.provider) || a.provider.localeCompare(b.provider),
  );
}
