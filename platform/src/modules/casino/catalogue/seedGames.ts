import type { PlatformContext } from '../../../context.ts';
import type { Random } from '../../../random.ts';
import type { GameRow } from './games.ts';
import { gameDescription, gameName, slugOf } from './names.ts';
import {
  banGroupOf,
  evolutionWeights,
  type GameKind,
  liveCrashGameId,
  outcomeSections,
  providerName,
  type RouteProvider,
  studioPlans,
  universalRaceProvider,
} from './providers.ts';

type NewGame = Omit<GameRow, 'id'> & { id: number | null };

const kindTabs: Readonly<Record<GameKind, string>> = {
  slot: 'slot-machines',
  card: 'card-games',
  roulette: 'roulette',
  crash: 'crash',
  live: 'live-casino',
  race: 'horse-races',
};
const pragmaticTypes: Readonly<Record<GameKind, string>> = {
  slot: 'vs',
  card: 'bj',
  roulette: 'rl',
  crash: 'cr',
  live: 'lg',
  race: 'vr',
};
// Which evolution slots carry the weighted PageCodes: not the feed's first entries, so a client
// that forgets the weights shows them in the wrong place.
const weightedSlots: ReadonlyArray<[provider: string, index: number, pageCode: string]> = [
  ['evoplay', 4, '1727053'],
  ['habanero', 2, '1571014'],
];

const thumb = (route: RouteProvider, gameId: string) =>
  route === 'evolution'
    ? `/api/casino/thumb/evosw/${gameId}.svg`
    : `/api/casino/thumb/${gameId}.svg`;

/** Builds the catalogue: every studio's games, the feeds' noise, the live crash game, the race. */
function catalogue(random: Random): NewGame[] {
  const taken = new Set<string>();
  const games: NewGame[] = [];
  const counters = { outcome: 0, evolution: 0, live: 0, pragmaticLive: 0 };
  const gameIdFor = (route: RouteProvider, provider: string, kind: GameKind, name: string) => {
    if (route === 'outcome') return String(40001 + counters.outcome++);
    if (route === 'evolution') {
      return kind === 'live'
        ? String(1800001 + counters.live++)
        : String(1600000 + 13 * ++counters.evolution);
    }
    if (route === 'pragmatic') {
      if (provider === 'pragmaticLive') return String(201 + counters.pragmaticLive++);
      return `${pragmaticTypes[kind]}${random.pick([10, 20, 25, 40])}${slugOf(name).slice(0, 14)}`;
    }
    return `${route}-${slugOf(name)}`;
  };

  const make = (route: RouteProvider, provider: string, kind: GameKind, merchant?: string) => {
    const name = gameName(random, kind, taken);
    const gameId = gameIdFor(route, provider, kind, name);
    const popularity = random.int(1, 1000);
    const tabs = [kindTabs[kind]];
    if (kind === 'slot' && random.chance(0.12)) tabs.push('jackpot');
    if (kind !== 'live' && popularity > 850) tabs.unshift('popular');
    const game: NewGame = {
      id: null,
      game_id: gameId,
      game_name: name,
      descriptions: JSON.stringify(gameDescription(random, kind, name, providerName(provider))),
      provider,
      route_provider: route,
      // Every merchant entry is part of the softgaming feed, whatever the game.
      ban_group: merchant ? 'softgaming-slots' : banGroupOf(route, provider, kind),
      kind,
      merchant: merchant ?? null,
      game_type:
        route === 'evolution'
          ? kind === 'live' && !merchant
            ? 'live'
            : 'softgaming-slots'
          : route === 'pragmatic'
            ? pragmaticTypes[kind]
            : null,
      image_url: thumb(route, gameId),
      tabs: JSON.stringify(tabs),
      format: 'html5',
      system:
        route === 'evolution' && merchant
          ? slugOf(merchant)
          : route === 'outcome'
            ? 'outcome'
            : route,
      technology_id: 'H5',
      section_id: outcomeSections[kind],
      is_live_game: kind === 'live' ? 1 : 0,
      is_default: 0,
      path: route === 'inbet' ? `/games/${slugOf(name)}/` : null,
      billing: route === 'inbet' ? 'demo' : null,
      sort_weight: 1000,
      popularity,
      in_lobby: 1,
    };
    games.push(game);
    return game;
  };

  for (const plan of studioPlans) {
    for (const [kind, count] of Object.entries(plan.kinds) as Array<[GameKind, number]>) {
      for (let index = 0; index < count; index++) {
        const game = make(plan.route, plan.provider, kind, plan.merchant);
        const weighted = weightedSlots.find(
          ([provider, at]) => provider === plan.provider && at === index && kind === 'slot',
        );
        if (weighted) {
          game.game_id = weighted[2];
          game.image_url = thumb('evolution', weighted[2]);
          game.sort_weight = evolutionWeights[weighted[2]] ?? 1000;
        }
      }
    }
  }

  const race = make('universalrace', universalRaceProvider, 'race');
  Object.assign(race, { game_id: 'universal-race', system: 'html', popularity: 990 });
  race.image_url = thumb('universalrace', race.game_id);

  chooseBestGames(games);
  addFeedNoise(random, games, make);

  const crash = make('outcome', 'betsolutions', 'crash');
  Object.assign(crash, {
    id: liveCrashGameId,
    game_id: String(liveCrashGameId),
    game_name: `${crash.game_name} Live`,
    image_url: thumb('outcome', String(liveCrashGameId)),
    tabs: JSON.stringify(['popular', 'crash', 'live-casino']),
    is_live_game: 1,
    popularity: 1000,
  });
  return games;
}

/** Six default "best games": the most popular slots, one per studio. */
function chooseBestGames(games: NewGame[]): void {
  const studios = new Set<string>();
  const slots = games.filter((game) => game.kind === 'slot' && game.route_provider !== 'inbet');
  for (const game of slots.sort((a, b) => b.popularity - a.popularity)) {
    if (studios.size === 6) break;
    if (studios.has(game.provider)) continue;
    studios.add(game.provider);
    game.is_default = 1;
    const tabs = JSON.parse(game.tabs) as string[];
    if (!tabs.includes('popular')) game.tabs = JSON.stringify(['popular', ...tabs]);
  }
}

/**
 * What real feeds carry and the clients must drop (spec, section 7 and 9): outcome's flash games;
 * evolution's excluded merchants, duplicate entries and images outside 'evosw/'.
 */
function addFeedNoise(
  random: Random,
  games: NewGame[],
  make: (route: RouteProvider, provider: string, kind: GameKind, merchant?: string) => NewGame,
): void {
  const hide = (game: NewGame) => Object.assign(game, { in_lobby: 0 });
  for (const provider of ['amatic', 'egt', 'greentube', 'netent', 'amatic', 'egt']) {
    hide(
      Object.assign(make('outcome', provider, 'slot'), { format: 'flash', technology_id: 'FLASH' }),
    );
  }
  for (let index = 0; index < 4; index++)
    hide(make('evolution', 'pragmatic', 'slot', 'Pragmatic Play'));
  for (let index = 0; index < 3; index++) hide(make('evolution', 'ezugi', 'live', 'Ezugi'));
  const lobbySlots = games.filter(
    (game) => game.route_provider === 'evolution' && game.kind === 'slot' && game.in_lobby,
  );
  for (const original of random.shuffle(lobbySlots).slice(0, 4)) {
    games.push({ ...original, is_default: 0, sort_weight: 1000, in_lobby: 0 });
  }
  for (const provider of ['habanero', 'endorphina', 'mascot', 'microgaming']) {
    const merchant = provider === 'mascot' ? 'Mascot Gaming' : providerName(provider);
    const game = hide(make('evolution', provider, 'slot', merchant));
    game.image_url = `/api/casino/thumb/${game.game_id}.svg`;
  }
}

/** Fills an empty catalogue; deterministic for the platform seed. */
export function seedGames(context: PlatformContext): void {
  const { database } = context;
  const { count } = database.prepare('SELECT COUNT(*) AS count FROM casino_games').get() as {
    count: number;
  };
  if (count > 0) return;
  const games = catalogue(context.random.fork('casino:games'));
  const insert = database.prepare(
    `INSERT INTO casino_games (id, game_id, game_name, descriptions, provider, route_provider,
       ban_group, kind, merchant, game_type, image_url, tabs, format, system, technology_id,
       section_id, is_live_game, is_default, path, billing, sort_weight, popularity, in_lobby)
     VALUES (@id, @game_id, @game_name, @descriptions, @provider, @route_provider, @ban_group,
       @kind, @merchant, @game_type, @image_url, @tabs, @format, @system, @technology_id,
       @section_id, @is_live_game, @is_default, @path, @billing, @sort_weight, @popularity,
       @in_lobby)`,
  );
  database.transaction(() => {
    for (const game of games) insert.run(game);
  })();
}
