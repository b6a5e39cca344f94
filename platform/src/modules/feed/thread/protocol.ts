import type { BrandFacts } from '../../../context.ts';
import type { TickReport } from '../sim/tick.ts';

/** What the tick thread is started with: its own connection to the same file, and the seed. */
export interface TickThreadData {
  databasePath: string;
  seed: number;
  brand: BrandFacts;
}

/**
 * One tick, asked by the platform: the platform's clock (tests and the dev endpoints move it) and
 * its feed version, so the thread's stamp keeps increasing whatever it last saw.
 */
export interface TickRequest {
  nowMs: number;
  version: number;
}

export type TickReply =
  | { kind: 'ticked'; report: TickReport }
  /** `version`: the thread's feed version after the failure (some slices may be written). */
  | { kind: 'failed'; version: number; error: { name: string; message: string; stack?: string } };
