/**
 * Jackpots as the block shows them (casino-and-account spec, section 3: id, image, amount, name,
 * timer, start amount, lastWinAmount, last_winner). They arrive from two calls (the guests' poll
 * and the player's balance, which types them loosely), so both go through the readers below.
 */
export interface Jackpot {
  id: number;
  /** The platform's coin picture (a path on the platform, or an absolute address). */
  image: string;
  amount: number;
  /** The platform's name ("Grand", "Medium", "Small"). */
  name: string;
  currency: string;
  lastWinAmount: number | null;
  /** Masked, e.g. "pla***". */
  lastWinner: string | null;
}

/** A jackpot the signed-in player won and has not seen yet (spec: id, image, amount, name). */
export interface WonJackpot {
  /** The win's id: what the "shown" call takes. */
  id: number;
  image: string;
  amount: number;
  name: string;
  currency: string;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The common part of both shapes; anything without an id, an amount or a picture is dropped. */
function readPrize(value: unknown, fallbackCurrency: string) {
  if (!isFields(value)) return undefined;
  const id = finite(value.id);
  const amount = finite(value.amount);
  const image = text(value.image);
  if (id === undefined || amount === undefined || image === undefined) return undefined;
  const prize: WonJackpot = {
    id,
    amount,
    image,
    name: text(value.name) ?? '',
    currency: text(value.currency) ?? fallbackCurrency,
  };
  return { prize, fields: value };
}

/** Jackpots from either answer; `fallbackCurrency` is the one asked for, when an item omits it. */
export function readJackpots(values: readonly unknown[], fallbackCurrency: string): Jackpot[] {
  return values.flatMap((value) => {
    const read = readPrize(value, fallbackCurrency);
    if (!read) return [];
    const { prize, fields } = read;
    return [
      {
        ...prize,
        lastWinAmount: finite(fields.lastWinAmount) ?? null,
        lastWinner: text(fields.last_winner) ?? null,
      },
    ];
  });
}

/** Won jackpots from either answer (`won_jackpots` of the balance, `wonJackpots` of the list). */
export function readWonJackpots(
  values: readonly unknown[],
  fallbackCurrency: string,
): WonJackpot[] {
  return values.flatMap((value) => {
    const read = readPrize(value, fallbackCurrency);
    return read ? [read.prize] : [];
  });
}
