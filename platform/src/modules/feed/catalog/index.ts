import { esportsTourneys } from './esportsTourneys.ts';
import { footballTourneys } from './footballTourneys.ts';
import { otherTourneys } from './otherTourneys.ts';
import type { TourneyDefinition } from './tourneyTypes.ts';

export { countries, esportsGames, esportsSportId, sports } from './sports.ts';
export type { CountryDefinition, GameDefinition, SportDefinition } from './sports.ts';
export type { TourneyDefinition, Variant } from './tourneyTypes.ts';

export const tourneys: readonly TourneyDefinition[] = [
  ...footballTourneys,
  ...otherTourneys,
  ...esportsTourneys,
];
