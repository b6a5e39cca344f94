/** The lobby's addresses (host/routing/paths.ts owns the patterns; these fill them). */
export const CASINO_HOME_PATH = '/slots/home';
export const LOBBY_PATH = '/slots/main';
export const PROVIDERS_PATH = '/slots/providers';
export const CRASH_GAMES_PATH = '/slots/crash-games';

/** A provider's games: `/slots/provider-games?sP=Universal%20Race`. */
export function providerGamesPath(provider: string): string {
  return `/slots/provider-games?sP=${encodeURIComponent(provider)}`;
}

/** The address parameter naming the provider. */
export const PROVIDER_PARAM = 'sP';
