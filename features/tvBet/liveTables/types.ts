import type { ApiClient } from '../../core/api/index.ts';

/** The live-table providers of this folder, by their ban keys (integrations README). */
export type LiveTableProviderKey = 'betgames' | 'fiable' | 'ezugi' | 'tvbet';

/** What every live-table call needs to know besides the table. */
export interface LiveTablesContext {
  /** The interface language's tag (`es-ES`): `lang` calls send its short form. */
  language: string;
  /** The app's origin, which a frame path of the brand resolves against. */
  appOrigin: string;
  /** The brand's TV-bet frame (`brand.integrations.tvbet.frameUrl`), when it has one. */
  tvbetFrameUrl?: string;
}

/**
 * One live-table provider behind one interface, like the casino's provider adapters: its token
 * call(s) and the transform of the answer into the address of the game. The address is returned
 * as the platform sent it; the caller checks it before following it (safeGameUrl).
 */
export interface LiveTableProvider {
  key: LiveTableProviderKey;
  /** Opens a table (`tableId`) or, without one, the provider's lobby where it has one. */
  open: (
    api: ApiClient,
    tableId: string | undefined,
    context: LiveTablesContext,
  ) => Promise<string>;
}

/** Why a table could not be opened before or after the platform answered. */
export type LiveTableProblem =
  /** The answer's address is neither an app path nor an http(s) URL (`javascript:` …). */
  | 'unsafe-url'
  /** The provider needs a table and none was given (ezugi has no lobby). */
  | 'table-required'
  /** The brand has no frame for the provider (TV-bet without `integrations.tvbet`). */
  | 'not-configured';

export class LiveTableError extends Error {
  override readonly name = 'LiveTableError';
  readonly problem: LiveTableProblem;

  constructor(problem: LiveTableProblem) {
    super(`Live table could not be opened: ${problem}`);
    this.problem = problem;
  }
}

/** The short form `lang` parameters take (`es`), from the interface tag. */
export function shortLanguage(language: string): string {
  return (language.split(/[-_]/)[0] ?? language).toLowerCase();
}
