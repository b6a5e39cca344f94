import { fromCents } from '../../../money/ledger.ts';
import { minorDigits } from '../../../money/currency.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm in UTC, the history date format of both specs. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}`;
}

/** An amount with its currency's decimals (none for pesos), without the code. */
export function formatAmount(amount: number, currency: string): string {
  return amount.toFixed(minorDigits(currency));
}

/** An amount with its currency's decimals (none for pesos) and its code, as the demo pages show money. */
export function formatMoney(amount: number, currency: string): string {
  return `${formatAmount(amount, currency)} ${currency}`;
}

export const formatCents = (cents: number, currency: string): string =>
  formatMoney(fromCents(cents), currency);
