import type { PlatformDatabase } from '../../../db/database.ts';
import type { ContentLanguage, Translations } from '../language.ts';
import type { GameKind, RouteProvider } from './providers.ts';

/** A row of `casino_games` (db/schema/40-casino.sql). */
export interface GameRow {
  id: number;
  game_id: string;
  game_name: string;
  descriptions: string;
  provider: string;
  route_provider: RouteProvider;
  ban_group: string;
  kind: GameKind;
  merchant: string | null;
  game_type: string | null;
  image_url: string;
  tabs: string;
  format: string;
  system: string;
  technology_id: string;
  section_id: number;
  is_live_game: number;
  is_default: number;
  path: string | null;
  billing: string | null;
  sort_weight: number;
  popularity: number;
  in_lobby: number;
}

/** The spec's "Slot game" entity, as every casino list answers it. */
export interface SlotGame {
  id: number;
  gameId: string;
  description: string;
  gameName: string;
  provider: string;
  routeProvider: RouteProvider;
  imageUrl: string;
  tab: string[];
  format: string;
  system: string;
  technologyId: string;
  isLiveGame: boolean;
  isDefault: boolean;
  path: string | null;
  billing: string | null;
}

export const descriptionOf = (row: GameRow, language: ContentLanguage): string =>
  (JSON.parse(row.descriptions) as Translations)[language];

export const tabsOf = (row: GameRow): string[] => JSON.parse(row.tabs) as string[];

/** The API shape of a game; `favorite` adds the favourite tab (the player's own list). */
export function slotGameOf(row: GameRow, language: ContentLanguage, favorite = false): SlotGame {
  const tab = tabsOf(row);
  return {
    id: row.id,
    gameId: row.game_id,
    description: descriptionOf(row, language),
    gameName: row.game_name,
    provider: row.provider,
    routeProvider: row.route_provider,
    imageUrl: row.image_url,
    tab: favorite ? [...tab, 'favorite'] : tab,
    format: row.format,
    system: row.system,
    technologyId: row.technology_id,
    isLiveGame: Boolean(row.is_live_game),
    isDefault: Boolean(row.is_default),
    path: row.path,
    billing: row.billing,
  };
}

export function gameById(database: PlatformDatabase, id: number): GameRow | undefined {
  return database.prepare('SELECT * FROM casino_games WHERE id = ?').get(id) as GameRow | undefined;
}

/**
 * A game by its provider's id. A feed may list an id twice (evolution duplicates): the lobby's
 * own row wins. `routeOrProvider` matches the route provider or the studio.
 */
export function gameByProviderId(
  database: PlatformDatabase,
  gameId: string,
  routeOrProvider?: string,
): GameRow | undefined {
  return database
    .prepare(
      `SELECT * FROM casino_games
       WHERE game_id = @gameId
         AND (@provider IS NULL OR route_provider = @provider OR provider = @provider COLLATE NOCASE)
       ORDER BY in_lobby DESC, id LIMIT 1`,
    )
    .get({ gameId, provider: routeOrProvider ?? null }) as GameRow | undefined;
}

/** The player's favourite game ids (catalogue ids). */
export function favoriteIds(database: PlatformDatabase, userId: number | undefined): Set<number> {
  if (userId === undefined) return new Set();
  const rows = database
    .prepare('SELECT game_id AS id FROM casino_favorites WHERE user_id = ?')
    .all(userId) as Array<{ id: number }>;
  return new Set(rows.map((row) => row.id));
}
