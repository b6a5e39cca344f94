/** This sub-area's i18n namespace. */
export const VIRTUAL_NAMESPACE = 'casinoVirtual';

/** The virtual games' pages (casino spec, section 2). */
export const VIRTUAL_GAMES_PATH = '/virtual-games';
export const GOLDEN_RACE_PATH = '/virtual-games/golden-race';
export const BET_RADAR_PATH = '/bet-radar';

/** A racing game's page, which opens the game (and leaves the app). */
export function goldenRaceGamePath(gameId: string): string {
  return `${GOLDEN_RACE_PATH}/${encodeURIComponent(gameId)}`;
}

/** The game id of a /virtual-games/golden-race/{gameID} address, or undefined. */
export function goldenRaceGameId(pathname: string): string | undefined {
  const prefix = `${GOLDEN_RACE_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length).replace(/\/$/, '');
  if (segment === '' || segment.includes('/')) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
