import type { PlatformDatabase } from '../../db/database.ts';
import type { Language, Names } from './language.ts';

export interface NamedEntry {
  id: number;
  priority: number;
  names: Names;
}

export interface TourneyEntry extends NamedEntry {
  sportId: number;
  countryId: number;
  gameId: number | null;
  isTop: boolean;
}

/** The catalogue as the read side uses it: loaded once from the feed tables. */
export interface CatalogView {
  sports: ReadonlyMap<number, NamedEntry>;
  games: ReadonlyMap<number, NamedEntry & { sportId: number }>;
  countries: ReadonlyMap<number, NamedEntry>;
  tourneys: ReadonlyMap<number, TourneyEntry>;
}

interface NamedRow {
  id: number;
  priority: number;
  name_es: string;
  name_en: string;
  name_pt: string;
}

const entry = (row: NamedRow): NamedEntry => ({
  id: row.id,
  priority: row.priority,
  names: { es: row.name_es, en: row.name_en, pt: row.name_pt },
});

export function loadCatalog(database: PlatformDatabase): CatalogView {
  const all = <T>(sql: string) => database.prepare(sql).all() as T[];
  return {
    sports: new Map(all<NamedRow>('SELECT * FROM feed_sports').map((row) => [row.id, entry(row)])),
    games: new Map(
      all<NamedRow & { sport_id: number }>('SELECT * FROM feed_games').map((row) => [
        row.id,
        { ...entry(row), sportId: row.sport_id },
      ]),
    ),
    countries: new Map(
      all<NamedRow>('SELECT * FROM feed_countries').map((row) => [row.id, entry(row)]),
    ),
    tourneys: new Map(
      all<
        NamedRow & { sport_id: number; country_id: number; game_id: number | null; is_top: number }
      >('SELECT * FROM feed_tourneys').map((row) => [
        row.id,
        {
          ...entry(row),
          sportId: row.sport_id,
          countryId: row.country_id,
          gameId: row.game_id,
          isTop: row.is_top === 1,
        },
      ]),
    ),
  };
}

/** A name in a language; an id the catalogue lacks shows as its number. */
export function nameOf(
  map: ReadonlyMap<number, NamedEntry>,
  id: number | null,
  language: Language,
): string | null {
  if (id === null) return null;
  return map.get(id)?.names[language] ?? String(id);
}
