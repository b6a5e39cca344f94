import { twentyOneProvider } from '../../special/providers/twentyOne.ts';
import { evolutionProvider } from './evolution.ts';
import { outcomeProvider } from './outcome.ts';
import { pragmaticProvider } from './pragmatic.ts';
import type { GameProvider } from './types.ts';
import { universalRaceProvider } from './universalRace.ts';

/**
 * The provider behind each route provider a game page can open. `inbet` has its own launcher
 * route (/slots/inbet/{gameId}) and `favorite` only marks a favourites entry, so neither is here.
 */
const providers: ReadonlyMap<string, GameProvider> = new Map(
  [
    outcomeProvider,
    evolutionProvider,
    pragmaticProvider,
    universalRaceProvider,
    twentyOneProvider,
  ].map((provider) => [provider.id, provider]),
);

/** The provider launching `/slots/{routeProvider}/…`, or undefined when there is none. */
export function providerFor(routeProvider: string): GameProvider | undefined {
  return providers.get(routeProvider);
}
