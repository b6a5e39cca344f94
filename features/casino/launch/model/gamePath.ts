/**
 * The game page's address, /slots/{routeProvider}/{gameId} (casino spec, section 2). The host
 * matches every route itself and renders the screen without route params, so the screen reads
 * them back from the pathname.
 */
export interface GamePathParams {
  routeProvider: string;
  gameId: string;
}

const GAME_PATH = /^\/slots\/([^/]+)\/([^/]+)\/?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0%A4%A`) names no game.
    return undefined;
  }
}

/** The route provider and game id of a game page's pathname, or undefined for any other path. */
export function parseGamePath(pathname: string): GamePathParams | undefined {
  const match = GAME_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return undefined;
  const routeProvider = decoded(match[1]);
  const gameId = decoded(match[2]);
  if (!routeProvider || !gameId?.trim()) return undefined;
  return { routeProvider, gameId };
}
