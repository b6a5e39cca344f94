import type { StoryLanguage } from './storyText.ts';

/*
 * The names the demo platform's feed gives in each language (platform/src/modules/feed/catalog
 * and model/markets.ts), for the ids the sports, slip and history fixtures use. The app may not
 * import the platform, so the fixtures keep this copy. Fixtures are written in Spanish, as the
 * stories have always shown them; these names give the other languages, the way the platform
 * answers a call in the language it is asked for.
 */

export type FeedLanguage = StoryLanguage;
type Names = Readonly<Record<FeedLanguage, string>>;

const sameName = (name: string): Names => ({ es: name, en: name, pt: name });

const sports: Readonly<Record<number, Names>> = {
  1: { es: 'Fútbol', en: 'Football', pt: 'Futebol' },
  2: { es: 'Hockey sobre hielo', en: 'Ice hockey', pt: 'Hóquei no gelo' },
  3: { es: 'Baloncesto', en: 'Basketball', pt: 'Basquetebol' },
  4: { es: 'Tenis', en: 'Tennis', pt: 'Ténis' },
  6: { es: 'Voleibol', en: 'Volleyball', pt: 'Voleibol' },
  10: { es: 'Tenis de mesa', en: 'Table tennis', pt: 'Ténis de mesa' },
  300: { es: 'Ciberdeportes', en: 'Esports', pt: 'eSports' },
};

const countries: Readonly<Record<number, Names>> = {
  1: { es: 'Mundo', en: 'World', pt: 'Mundo' },
  2: { es: 'Europa', en: 'Europe', pt: 'Europa' },
  3: { es: 'Inglaterra', en: 'England', pt: 'Inglaterra' },
  4: { es: 'Alemania', en: 'Germany', pt: 'Alemanha' },
  5: { es: 'España', en: 'Spain', pt: 'Espanha' },
  6: { es: 'Italia', en: 'Italy', pt: 'Itália' },
  9: sameName('Portugal'),
  12: sameName('Argentina'),
  13: sameName('Chile'),
  14: { es: 'Estados Unidos', en: 'USA', pt: 'Estados Unidos' },
};

/**
 * Tourneys by id. Most keep one name in every language, as on the platform. 4001 is the fixtures'
 * ATP Finals (the platform's tour of that id is the ATP Tour).
 */
const tourneys: Readonly<Record<number, Names>> = {
  1001: { es: 'UEFA Liga de Campeones', en: 'UEFA Champions League', pt: 'Liga dos Campeões' },
  1002: { es: 'UEFA Liga Europa', en: 'UEFA Europa League', pt: 'Liga Europa' },
  1003: sameName('Premier League'),
  1004: sameName('Bundesliga'),
  1005: sameName('LaLiga'),
  1006: sameName('Serie A'),
  1010: { es: 'Primera División', en: 'Primera División', pt: 'Primeira Divisão' },
  1012: sameName('Liga Profesional'),
  2001: sameName('NHL'),
  3001: sameName('NBA'),
  3002: sameName('EuroLeague'),
  4001: { es: 'ATP Finales', en: 'ATP Finals', pt: 'ATP Finals' },
};

const marketGroups: Readonly<Record<number, Names>> = {
  1: { es: 'Resultado', en: 'Match result', pt: 'Resultado' },
  2: { es: 'Hándicap', en: 'Handicap', pt: 'Handicap' },
  8: { es: 'Doble oportunidad', en: 'Double chance', pt: 'Dupla hipótese' },
  15: { es: 'Total local', en: 'Home team total', pt: 'Total da casa' },
  17: sameName('Total'),
  19: { es: 'Ambos equipos marcan', en: 'Both teams to score', pt: 'Ambas marcam' },
  62: { es: 'Total visitante', en: 'Away team total', pt: 'Total do visitante' },
  136: { es: 'Resultado exacto', en: 'Correct score', pt: 'Resultado exato' },
};

const oddWords: Readonly<Record<'over' | 'under' | 'yes' | 'no', Names>> = {
  over: { es: 'Más de', en: 'Over', pt: 'Mais de' },
  under: { es: 'Menos de', en: 'Under', pt: 'Menos de' },
  yes: { es: 'Sí', en: 'Yes', pt: 'Sim' },
  no: { es: 'No', en: 'No', pt: 'Não' },
};

/** The feed's short language ('es', 'en', 'pt') of a `lang` the app sent: Spanish by default. */
export function feedLanguage(lang: unknown): FeedLanguage {
  const short = typeof lang === 'string' ? lang.slice(0, 2).toLowerCase() : '';
  return short === 'en' || short === 'pt' ? short : 'es';
}

function named(kind: string, catalogue: Readonly<Record<number, Names>>, id: number): Names {
  const names = catalogue[id];
  // A fixture naming an id missing here would quietly stay Spanish in every language.
  if (!names) throw new Error(`No fixture names for ${kind} ${String(id)}`);
  return names;
}

export const sportName = (id: number, language: FeedLanguage): string =>
  named('sport', sports, id)[language];

export const countryName = (id: number, language: FeedLanguage): string =>
  named('country', countries, id)[language];

export const tourneyName = (id: number, language: FeedLanguage): string =>
  named('tourney', tourneys, id)[language];

export const marketName = (groupId: number, language: FeedLanguage): string =>
  named('market group', marketGroups, groupId)[language];

/*
 * The fixtures' own Spanish names, in another language. Spanish stays as the fixture wrote it (the
 * stories' Spanish screenshots show it), even where it is not the platform's word.
 */

/** A market group's name: the catalogue's in another language. */
export function marketNameIn(groupId: number, written: string, language: FeedLanguage): string {
  return language === 'es' ? written : marketName(groupId, language);
}

/**
 * A tourney's name: translated when it is the catalogue's Spanish name of that id, else kept, as
 * the platform keeps a tourney's proper name in every language.
 */
export function tourneyNameIn(id: number, written: string, language: FeedLanguage): string {
  const names = tourneys[id];
  return names?.es === written ? names[language] : written;
}

/**
 * An odd's short name from its type and line ('Más de 2.5' → 'Over 2.5'); names without words
 * ('1', 'X2', 'H1 (-0.5)', '2:1') are the same in every language.
 */
export function oddNameIn(
  type: number,
  size: number | null,
  written: string,
  language: FeedLanguage,
): string {
  if (language === 'es') return written;
  const line = String(size ?? 0);
  if (type === 9 || type === 11 || type === 13) return `${oddWords.over[language]} ${line}`;
  if (type === 10 || type === 12 || type === 14) return `${oddWords.under[language]} ${line}`;
  if (type === 180) return oddWords.yes[language];
  if (type === 181) return oddWords.no[language];
  return written;
}
