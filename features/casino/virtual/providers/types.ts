import type { ApiClient } from '../../../core/api/index.ts';
import type { Player } from '../../../core/session/index.ts';
import type { VirtualGame } from '../model/virtualGame.ts';

/** Who asks and in which language (short code, `es`), as each provider call needs it. */
export interface VirtualContext {
  shortLanguage: string;
  /** The signed-in player; guests never call (the platform answers them 401). */
  player: Player | null;
}

/**
 * One virtual-games provider, in the shape of the casino's provider adapters (launch/providers/
 * types.ts): its exact list request with the answer's transform, and its game start, which
 * resolves with the address the platform answered (checked by the caller before it is followed).
 */
export interface VirtualProvider {
  /** The brand's provider key, whose ban hides the provider. */
  id: 'goldenrace' | 'betradar';
  list: (api: ApiClient, context: VirtualContext) => Promise<VirtualGame[]>;
  launch: (api: ApiClient, gameId: string, context: VirtualContext) => Promise<string>;
}

/** The answer had no address to go to: a failed launch, not a navigation to nowhere. */
export class MissingGameUrlError extends Error {
  override readonly name = 'MissingGameUrlError';

  constructor(provider: string) {
    super(`${provider} answered without a game address`);
  }
}

/** The text field of an answer object, when it is text. */
export function textField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' ? text : undefined;
}
