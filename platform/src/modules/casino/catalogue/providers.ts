/** How a game is launched; the app's route is /slots/{routeProvider}/{gameId}. */
export type RouteProvider = 'outcome' | 'evolution' | 'pragmatic' | 'universalrace' | 'inbet';

export const routeProviders: readonly RouteProvider[] = [
  'outcome',
  'evolution',
  'pragmatic',
  'universalrace',
  'inbet',
];

/** What a game is; drives its categories, descriptions and the history's game type. */
export type GameKind = 'slot' | 'card' | 'roulette' | 'crash' | 'live' | 'race';

/** Category tab values a game's `tab` list holds ('favorite' is added per player). */
export const categoryTabs = [
  'popular',
  'slot-machines',
  'card-games',
  'roulette',
  'jackpot',
  'crash',
  'live-casino',
  'horse-races',
] as const;
export type CategoryTab = (typeof categoryTabs)[number];

/** The spec's provider filter list (section 9), in its order; the lobby lists them first. */
export const providerFilterList = [
  'pragmatic',
  'netent',
  'amatic',
  'greentube',
  'aristocrat',
  'bsw',
  'evoplay',
  'endorphina',
  'betsolutions',
  'fiable',
  'inbet',
  'flg',
  'egt',
  'habanero',
  'mascot',
  'microgaming',
] as const;

export const universalRaceProvider = 'Universal Race';

/** Display names of every provider value a game can carry. */
export const providerNames: Readonly<Record<string, string>> = {
  pragmatic: 'Pragmatic Play',
  netent: 'NetEnt',
  amatic: 'Amatic',
  greentube: 'Greentube',
  aristocrat: 'Aristocrat',
  bsw: 'BSW',
  evoplay: 'Evoplay',
  endorphina: 'Endorphina',
  betsolutions: 'BetSolutions',
  fiable: 'Fiable',
  inbet: 'Inbet',
  flg: 'FLG',
  egt: 'EGT',
  habanero: 'Habanero',
  mascot: 'Mascot Gaming',
  microgaming: 'Microgaming',
  upgaming: 'Upgaming',
  evolution: 'Evolution',
  pragmaticLive: 'Pragmatic Live',
  [universalRaceProvider]: universalRaceProvider,
};

export const providerName = (provider: string): string => providerNames[provider] ?? provider;

/**
 * Merchants the evolution (softgaming) feed carries but the slots lobby leaves out: their games
 * come through a direct integration already (pragmatic) or are live tables (ezugi).
 */
export const excludedEvolutionMerchants = ['Pragmatic Play', 'Ezugi'] as const;

/** Evolution's ordering weights (spec, section 9): lower first; every other game weighs 1000. */
export const evolutionWeights: Readonly<Record<string, number>> = { '1727053': 1, '1571014': 2 };

/** The live crash game's id (spec, section 9): catalogue id and outcome Id alike. */
export const liveCrashGameId = 1301;

/** How many games of each kind a studio brings to the catalogue. */
export interface StudioPlan {
  provider: string;
  route: RouteProvider;
  /** The evolution feed's MerchantName for the studio. */
  merchant?: string;
  kinds: Partial<Record<GameKind, number>>;
}

export const studioPlans: readonly StudioPlan[] = [
  { provider: 'netent', route: 'outcome', kinds: { slot: 20, card: 2, roulette: 2 } },
  { provider: 'amatic', route: 'outcome', kinds: { slot: 17, card: 1, roulette: 2 } },
  { provider: 'greentube', route: 'outcome', kinds: { slot: 18, card: 1 } },
  { provider: 'aristocrat', route: 'outcome', kinds: { slot: 14 } },
  { provider: 'bsw', route: 'outcome', kinds: { slot: 12 } },
  { provider: 'egt', route: 'outcome', kinds: { slot: 17, card: 1, roulette: 2 } },
  { provider: 'flg', route: 'outcome', kinds: { slot: 8, crash: 2 } },
  { provider: 'fiable', route: 'outcome', kinds: { card: 4, roulette: 2, crash: 2 } },
  { provider: 'evoplay', route: 'evolution', merchant: 'Evoplay', kinds: { slot: 18, crash: 2 } },
  { provider: 'endorphina', route: 'evolution', merchant: 'Endorphina', kinds: { slot: 18 } },
  { provider: 'habanero', route: 'evolution', merchant: 'Habanero', kinds: { slot: 18, card: 2 } },
  { provider: 'mascot', route: 'evolution', merchant: 'Mascot Gaming', kinds: { slot: 12 } },
  {
    provider: 'microgaming',
    route: 'evolution',
    merchant: 'Microgaming',
    kinds: { slot: 17, card: 2, roulette: 1 },
  },
  {
    provider: 'betsolutions',
    route: 'evolution',
    merchant: 'BetSolutions',
    kinds: { slot: 8, card: 2, crash: 2 },
  },
  { provider: 'upgaming', route: 'evolution', merchant: 'Upgaming', kinds: { crash: 8 } },
  { provider: 'evolution', route: 'evolution', kinds: { live: 14 } },
  { provider: 'pragmatic', route: 'pragmatic', kinds: { slot: 32, card: 2, roulette: 2 } },
  { provider: 'pragmaticLive', route: 'pragmatic', kinds: { live: 12 } },
  { provider: 'inbet', route: 'inbet', kinds: { slot: 8, card: 2 } },
];

/** The key a banned-providers list names for a game (spec, section 4: banned-provider expansion). */
export function banGroupOf(route: RouteProvider, provider: string, kind: GameKind): string {
  if (route === 'evolution') return kind === 'live' ? 'evolution' : 'softgaming-slots';
  if (route === 'pragmatic') return provider === 'pragmaticLive' ? 'pragmaticLive' : 'pragmatic';
  return route;
}

/** Outcome's SectionId per kind; the outcome list also returns the section names. */
export const outcomeSections: Readonly<Record<GameKind, number>> = {
  slot: 1,
  card: 2,
  roulette: 3,
  crash: 4,
  live: 5,
  race: 6,
};

/** The slots history's gameType of a kind (the history's game-type filter values). */
export function historyGameType(kind: GameKind): 'slots' | 'live' | 'crash' | 'table' | 'race' {
  if (kind === 'live') return 'live';
  if (kind === 'crash') return 'crash';
  if (kind === 'card' || kind === 'roulette') return 'table';
  if (kind === 'race') return 'race';
  return 'slots';
}
