import type { PlatformDatabase } from '../db/database.ts';
import { isWholeMinorUnits, minorDigits, minorUnitCents } from './currency.ts';

export type Wallet = 'main' | 'bonus';

/** What moved the money; histories and the free-bet turnover read the ledger by kind. */
export type LedgerKind =
  | 'sport-bet'
  | 'sport-win'
  | 'sport-refund'
  | 'cash-out'
  | 'casino-bet'
  | 'casino-win'
  | 'jackpot-win'
  | 'top-up'
  | 'withdrawal'
  | 'withdrawal-refund'
  | 'promo'
  | 'bonus'
  | 'toto-bet'
  | 'seed';

export interface Movement {
  userId: number;
  /** Positive amount in cents; the function decides the sign. */
  cents: number;
  kind: LedgerKind;
  wallet?: Wallet;
  /** What the movement belongs to (coupon id, payment id, game round ...). */
  reference?: string;
  at: Date;
}

export class InsufficientFundsError extends Error {
  constructor(
    readonly userId: number,
    readonly wallet: Wallet,
  ) {
    super(`Not enough money in the ${wallet} wallet of user ${userId}`);
    this.name = 'InsufficientFundsError';
  }
}

const column = (wallet: Wallet) => (wallet === 'main' ? 'balance_cents' : 'bonus_balance_cents');

function move(database: PlatformDatabase, movement: Movement, sign: 1 | -1): number {
  if (!Number.isInteger(movement.cents) || movement.cents <= 0) {
    throw new RangeError(
      `A movement needs a positive whole number of cents, got ${movement.cents}`,
    );
  }
  if (!database.inTransaction) {
    throw new Error('Balances change only inside a database transaction');
  }
  // What a player is shown is written in the currency's minor units (decision 013): a movement
  // of a fraction of one (half a peso) would be money no screen can show.
  const holder = database
    .prepare('SELECT currency FROM users WHERE id = ?')
    .get(movement.userId) as { currency: string } | undefined;
  if (holder && !isWholeMinorUnits(movement.cents, holder.currency)) {
    throw new RangeError(
      `A movement in ${holder.currency} needs whole multiples of ${minorUnitCents(holder.currency)} cents, got ${movement.cents}`,
    );
  }
  const wallet = movement.wallet ?? 'main';
  const balance = column(wallet);
  const delta = sign * movement.cents;
  // The WHERE clause refuses a debit that would go below zero; the CHECK constraint backs it up.
  const row = database
    .prepare(
      `UPDATE users SET ${balance} = ${balance} + ? WHERE id = ? AND ${balance} + ? >= 0
       RETURNING ${balance} AS after`,
    )
    .get(delta, movement.userId, delta) as { after: number } | undefined;
  if (!row) throw new InsufficientFundsError(movement.userId, wallet);
  database
    .prepare(
      `INSERT INTO ledger (user_id, wallet, kind, amount_cents, balance_after_cents, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      movement.userId,
      wallet,
      movement.kind,
      delta,
      row.after,
      movement.reference ?? null,
      movement.at.toISOString(),
    );
  return row.after;
}

/**
 * Takes money from a wallet; throws InsufficientFundsError (and changes nothing) when the
 * balance would go negative. Call inside `database.transaction(...)`. Returns the new balance.
 */
export function debit(database: PlatformDatabase, movement: Movement): number {
  return move(database, movement, -1);
}

/** Adds money to a wallet. Call inside `database.transaction(...)`. Returns the new balance. */
export function credit(database: PlatformDatabase, movement: Movement): number {
  return move(database, movement, 1);
}

/**
 * Whole currency units (as the API speaks) to cents, refusing sub-cent precision and, given the
 * currency, decimals it does not have (125.5 Chilean pesos).
 */
export function toCents(amount: number, currency?: string): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) {
    throw new RangeError(`Amount ${amount} has more than two decimals`);
  }
  if (currency !== undefined && !isWholeMinorUnits(cents, currency)) {
    throw new RangeError(
      `Amount ${amount} has more decimals than ${currency} has (${minorDigits(currency)})`,
    );
  }
  return cents;
}

export const fromCents = (cents: number): number => cents / 100;
