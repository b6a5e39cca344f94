import type { ApiClient } from '../../../core/api/index.ts';
import type { Player } from '../../../core/session/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';

/** What every provider call needs to know about who asks, and in which language. */
export interface ProviderContext {
  /** The interface language's long tag (`es-ES`), for calls that take a `language`. */
  language: string;
  /** Its short code (`es`), for calls that take a `lang`. */
  shortLanguage: string;
  /** The signed-in player, or null for a guest (who may list some games, never launch one). */
  player: Player | null;
  /**
   * The partner (project) name some providers want in a header: this deployment's brand id, as
   * the platform's partner checks expect (integrations README, digital sportsbook).
   */
  partnerName: string;
}

/**
 * The game to launch. A tile knows the whole SlotGame; the game page knows only the id in its
 * address, so everything but `gameId` is optional and a provider sends what it has.
 */
export type GameRef = Pick<SlotGame, 'gameId'> &
  Partial<Pick<SlotGame, 'system' | 'isLiveGame' | 'tab'>>;

/** One game provider behind the casino's single interface (casino spec, section 7). */
export interface GameProvider {
  /** The route provider its games open under (`/slots/{id}/{gameId}`). */
  id: string;
  /** The provider's games, in the spec's Slot game shape. */
  list: (api: ApiClient, context: ProviderContext) => Promise<SlotGame[]>;
  /** Starts a session and resolves with the game's address. */
  launch: (api: ApiClient, game: GameRef, context: ProviderContext) => Promise<string>;
}

/**
 * A provider answered with a launch the app cannot run (a live-casino `script` session): said
 * plainly rather than opening nothing.
 */
export class UnsupportedLaunchError extends Error {
  override readonly name = 'UnsupportedLaunchError';
  readonly launchType: string;

  constructor(launchType: string) {
    super(`Launch type "${launchType}" is not supported`);
    this.launchType = launchType;
  }
}

/** A feed game without a catalogue id: the provider's own number when it is one, else 0. */
export function feedId(gameId: string | number): number {
  const id = Number(gameId);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The fields every feed game shares; an adapter fills in what its feed says. */
export function feedGame(
  fields: Pick<SlotGame, 'gameId' | 'gameName' | 'provider' | 'routeProvider' | 'imageUrl'> &
    Partial<SlotGame>,
): SlotGame {
  return {
    id: feedId(fields.gameId),
    description: '',
    tab: [],
    format: 'html5',
    system: fields.routeProvider,
    technologyId: 'H5',
    isLiveGame: false,
    isDefault: false,
    path: null,
    billing: null,
    ...fields,
  };
}
