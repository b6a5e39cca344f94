import { isTypeAllowed, slipProblems, type BetslipType, type SlipBet } from './slip.ts';

/** What the slip keeps in local storage; the version changes when the shape does. */
export interface StoredSlip {
  version: 1;
  bets: SlipBet[];
  type: BetslipType;
}

export const SLIP_STORAGE_KEY = 'betslip';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringFields = [
  'id',
  'shortName',
  'marketName',
  'teams',
  'sportName',
  'tourneyName',
] as const;
const numberFields = ['rate', 'eventId', 'sportId', 'countryId'] as const;

function toBet(value: unknown): SlipBet | undefined {
  if (!isObject(value)) return undefined;
  if (stringFields.some((field) => typeof value[field] !== 'string')) return undefined;
  if (
    numberFields.some((field) => typeof value[field] !== 'number' || !Number.isFinite(value[field]))
  ) {
    return undefined;
  }
  if (typeof value.isLive !== 'boolean') return undefined;
  if (value.bId !== undefined && typeof value.bId !== 'number') return undefined;
  if (value.errorCode !== undefined && typeof value.errorCode !== 'number') return undefined;
  return value as unknown as SlipBet;
}

function toType(value: unknown): BetslipType | undefined {
  if (!isObject(value)) return undefined;
  if (value.kind === 'single' || value.kind === 'express') return { kind: value.kind };
  if (value.kind === 'system' && typeof value.size === 'number')
    return { kind: 'system', size: value.size };
  return undefined;
}

/**
 * The slip a previous visit (or another tab) left, or undefined when there is none or it cannot be
 * trusted: unreadable JSON, an old shape, a bet missing a field, or a slip breaking the rules. A
 * slip that is discarded is never half-used.
 */
export function parseStoredSlip(raw: string | null): StoredSlip | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.version !== 1 || !Array.isArray(value.bets)) return undefined;
  const bets = value.bets.map(toBet);
  if (bets.some((bet) => bet === undefined)) return undefined;
  const valid = bets as SlipBet[];
  const type = toType(value.type);
  if (!type || !isTypeAllowed(type, valid.length) || slipProblems({ bets: valid }).length > 0) {
    return undefined;
  }
  return { version: 1, bets: valid, type };
}

export function serializeSlip(slip: Omit<StoredSlip, 'version'>): string {
  return JSON.stringify({ version: 1, bets: slip.bets, type: slip.type });
}
