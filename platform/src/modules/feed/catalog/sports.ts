import { sameName, type Language, type Names } from '../language.ts';

export interface SportDefinition {
  id: number;
  /** Lower shows first. */
  priority: number;
  names: Names;
  /** Share of newly generated events. */
  weight: number;
}

/**
 * 1xBet-style ids, the ones the spec's icon priorities name (66 first, then 1, 4, 3, 2, 6) and
 * its esports page (300). Cricket (66) keeps its priority -1 but has no events in the demo.
 */
export const sports: readonly SportDefinition[] = [
  { id: 1, priority: 1, weight: 44, names: { es: 'Fútbol', en: 'Football', pt: 'Futebol' } },
  { id: 4, priority: 2, weight: 14, names: { es: 'Tenis', en: 'Tennis', pt: 'Ténis' } },
  {
    id: 3,
    priority: 3,
    weight: 12,
    names: { es: 'Baloncesto', en: 'Basketball', pt: 'Basquetebol' },
  },
  {
    id: 2,
    priority: 4,
    weight: 8,
    names: { es: 'Hockey sobre hielo', en: 'Ice hockey', pt: 'Hóquei no gelo' },
  },
  { id: 6, priority: 5, weight: 6, names: { es: 'Voleibol', en: 'Volleyball', pt: 'Voleibol' } },
  {
    id: 10,
    priority: 6,
    weight: 7,
    names: { es: 'Tenis de mesa', en: 'Table tennis', pt: 'Ténis de mesa' },
  },
  {
    id: 300,
    priority: 7,
    weight: 9,
    names: { es: 'Ciberdeportes', en: 'Esports', pt: 'eSports' },
  },
];

export const esportsSportId = 300;

const sportNames = new Map(sports.map((sport) => [sport.id, sport.names]));

/** A sport's name, or undefined for a sport the feed does not simulate. */
export function knownSportName(sportId: number, language: Language): string | undefined {
  return sportNames.get(sportId)?.[language];
}

export interface GameDefinition {
  id: number;
  priority: number;
  names: Names;
}

/** Esports games: sub-sports of 300 with their own ids; their events keep sport id 300. */
export const esportsGames: readonly GameDefinition[] = [
  { id: 301, priority: 1, names: sameName('Counter-Strike 2') },
  { id: 302, priority: 2, names: sameName('Dota 2') },
  { id: 303, priority: 3, names: sameName('League of Legends') },
  { id: 304, priority: 4, names: sameName('Valorant') },
];

export interface CountryDefinition {
  id: number;
  priority: number;
  names: Names;
}

const otherCountry = 1000;

/** Priorities of the spec's country listing; every other country is 1000 (then by name). */
export const countries: readonly CountryDefinition[] = [
  { id: 1, priority: 1, names: { es: 'Mundo', en: 'World', pt: 'Mundo' } },
  { id: 2, priority: 2, names: { es: 'Europa', en: 'Europe', pt: 'Europa' } },
  { id: 3, priority: 3, names: { es: 'Inglaterra', en: 'England', pt: 'Inglaterra' } },
  { id: 4, priority: 4, names: { es: 'Alemania', en: 'Germany', pt: 'Alemanha' } },
  { id: 5, priority: 5, names: { es: 'España', en: 'Spain', pt: 'Espanha' } },
  { id: 6, priority: 6, names: { es: 'Italia', en: 'Italy', pt: 'Itália' } },
  { id: 7, priority: 7, names: { es: 'Francia', en: 'France', pt: 'França' } },
  { id: 8, priority: 8, names: { es: 'Turquía', en: 'Turkey', pt: 'Turquia' } },
  { id: 9, priority: otherCountry, names: sameName('Portugal') },
  {
    id: 10,
    priority: otherCountry,
    names: { es: 'Países Bajos', en: 'Netherlands', pt: 'Países Baixos' },
  },
  { id: 11, priority: otherCountry, names: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' } },
  { id: 12, priority: otherCountry, names: sameName('Argentina') },
  { id: 13, priority: otherCountry, names: sameName('Chile') },
  {
    id: 14,
    priority: otherCountry,
    names: { es: 'Estados Unidos', en: 'USA', pt: 'Estados Unidos' },
  },
  { id: 15, priority: otherCountry, names: { es: 'México', en: 'Mexico', pt: 'México' } },
];
