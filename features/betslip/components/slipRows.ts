import type { SlipBet } from '../model/slip.ts';
import type { BetCheck, OddsMovement } from '../placement/types.ts';

/** One bet of the slip as the panel shows it: the tapped selection and what the server says now. */
export interface SlipRow {
  id: string;
  teams: string;
  marketName: string;
  /** The outcome as shown on the odds button ("1", "Over 2.5"). */
  outcome: string;
  /** The decimal rate when the bet was added. */
  addedRate: number;
  /** The rate the feed gives now; undefined until it answers (or when the odd is gone). */
  currentRate?: number;
  movement: OddsMovement;
  /** The odd cannot be bet now (blocked, stopped, finished or gone). */
  blocked: boolean;
  /** Another bet of the same event in an express or system (the platform refuses code 17). */
  incompatible: boolean;
  /** The bet's code after a refused placement, else the one the feed gives it now. */
  errorCode?: number;
}

/**
 * The panel's rows from the slip and the server's checks. A code the placement left on the bet
 * wins over the feed's, which is what the player was told last.
 */
export function slipRows(
  bets: readonly SlipBet[],
  checks: ReadonlyMap<string, BetCheck>,
  incompatible: ReadonlySet<string>,
  movementOf: (addedRate: number, check: BetCheck | undefined) => OddsMovement,
): SlipRow[] {
  return bets.map((bet) => {
    const check = checks.get(bet.id);
    const errorCode = bet.errorCode || check?.errorCode || undefined;
    return {
      id: bet.id,
      teams: bet.teams,
      marketName: bet.marketName,
      outcome: bet.shortName,
      addedRate: bet.rate,
      currentRate: check?.coef ?? undefined,
      movement: movementOf(bet.rate, check),
      blocked: check !== undefined && (check.blocked || check.coef === null),
      incompatible: incompatible.has(bet.id),
      errorCode,
    };
  });
}

/** The rate the panel shows for a bet: the current one once known. */
export function shownRate(row: Pick<SlipRow, 'addedRate' | 'currentRate'>): number {
  return row.currentRate ?? row.addedRate;
}

export interface OddsChange {
  id: string;
  teams: string;
  from: number;
  to: number;
}

/**
 * The shown prices that changed since the last rates seen (bets just added are not changes), for
 * the slip's live region: each move is announced once.
 */
export function oddsChanges(
  previous: ReadonlyMap<string, number>,
  rows: readonly SlipRow[],
): OddsChange[] {
  return rows.flatMap((row) => {
    const from = previous.get(row.id);
    const to = shownRate(row);
    return from === undefined || from === to ? [] : [{ id: row.id, teams: row.teams, from, to }];
  });
}

export function shownRates(rows: readonly SlipRow[]): Map<string, number> {
  return new Map(rows.map((row) => [row.id, shownRate(row)]));
}
