import { knownGroupName, knownOddName, knownSportName } from '../feed/index.ts';
import type { Language, Localized } from '../../lang.ts';

// Cricket (66) is on the spec's sport list but not simulated by the feed, so bets name it here.
const sportsOutsideTheFeed: Readonly<Record<number, Localized>> = {
  66: { es: 'Críquet', en: 'Cricket', pt: 'Críquete' },
};

/** Words for what neither the feed nor this module knows: a kind and its id ('Market 42'). */
const kinds = {
  sport: { es: 'Deporte', en: 'Sport', pt: 'Desporto' },
  market: { es: 'Mercado', en: 'Market', pt: 'Mercado' },
  outcome: { es: 'Resultado', en: 'Outcome', pt: 'Resultado' },
  tourney: { es: 'Torneo', en: 'Tournament', pt: 'Torneio' },
} as const;

const unknown = (kind: keyof typeof kinds, id: number, language: Language) =>
  `${kinds[kind][language]} ${id}`;

export function sportName(sportId: number, language: Language): string {
  return (
    knownSportName(sportId, language) ??
    sportsOutsideTheFeed[sportId]?.[language] ??
    unknown('sport', sportId, language)
  );
}

export function tourneyFallbackName(tourneyId: number, language: Language): string {
  return unknown('tourney', tourneyId, language);
}

export function marketName(groupId: number, language: Language): string {
  return knownGroupName(groupId, language) ?? unknown('market', groupId, language);
}

/** '1', 'X2', 'H1 (-1.5)', 'Over 2.5', 'Yes', '2:1': the feed's own way of naming an odd. */
export function outcomeName(type: number, size: number | null, language: Language): string {
  return knownOddName(type, size, language) ?? unknown('outcome', type, language);
}
