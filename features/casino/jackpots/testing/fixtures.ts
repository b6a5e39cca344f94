import { ApiError } from '../../../core/errors/index.ts';
import type { FixtureRoutes } from '../../../core/testing/index.ts';

/** A coin like the platform's, drawn in place so stories and tests need no network. */
function coin(label: string, light: string, dark: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><radialGradient id="c" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs><circle cx="100" cy="100" r="94" fill="url(#c)" stroke="${dark}" stroke-width="6"/><text x="100" y="112" font-family="sans-serif" font-size="30" font-weight="800" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const coinImages = {
  grand: coin('GRAND', '#fde68a', '#b45309'),
  medium: coin('MEDIUM', '#e5e7eb', '#4b5563'),
  small: coin('SMALL', '#fed7aa', '#9a3412'),
} as const;

type Level = keyof typeof coinImages;

/** A jackpot as the platform answers it (casino README, "Jackpots"). */
export function rawJackpot(
  level: Level,
  overrides: Partial<Record<string, unknown>> & { amount: number },
): Record<string, unknown> {
  const ids: Record<Level, number> = { grand: 1, medium: 2, small: 3 };
  const names: Record<Level, string> = { grand: 'Grand', medium: 'Medium', small: 'Small' };
  return {
    id: ids[level],
    image: coinImages[level],
    name: names[level],
    timer: 86_400,
    start_amount: 0,
    lastWinAmount: null,
    last_winner: null,
    last_won_at: '2025-11-20T18:40:00.000Z',
    currency: 'CLP',
    level,
    ...overrides,
  };
}

/** CLP pots, none past 0.7 of its last win: nothing turns red, so screenshots hold still. */
export const calmJackpots = [
  rawJackpot('grand', { amount: 5_231_870, lastWinAmount: 9_800_000, last_winner: 'pla***' }),
  rawJackpot('medium', { amount: 512_340, lastWinAmount: 910_500, last_winner: 'cam***' }),
  rawJackpot('small', { amount: 51_275, lastWinAmount: 80_420, last_winner: 'jos***' }),
];

/** A win as the balance lists it (not yet marked shown). */
export function rawWin(
  id: number,
  level: Level,
  amount: number,
  currency = 'CLP',
): Record<string, unknown> {
  const names: Record<Level, string> = { grand: 'Grand', medium: 'Medium', small: 'Small' };
  return {
    id,
    jackpot_id: { grand: 1, medium: 2, small: 3 }[level],
    image: coinImages[level],
    amount,
    name: names[level],
    currency,
    won_at: '2025-11-21T21:03:00.000Z',
    is_shown: false,
  };
}

export function rawBalance(
  jackpots: readonly unknown[],
  wins: readonly unknown[],
): Record<string, unknown> {
  return {
    balance: 152_300,
    bonus_balance: 0,
    is_banned: false,
    free_bets: { active: 0, inactive: 2 },
    jackpots: [...jackpots],
    won_jackpots: [...wins],
  };
}

/** The platform's refusal of an unknown or already handled win. */
export const winNotFound = () =>
  Promise.reject(
    new ApiError({
      kind: 'server',
      httpStatus: 404,
      codeStatus: 404,
      serverMessage: 'Won jackpot not found',
    }),
  );

/**
 * The player's calls, with wins that leave the balance once marked shown, as on the platform.
 * `markShown` replaces the "shown" call (to make it fail).
 */
export function playerRoutes({
  jackpots = calmJackpots,
  wins = [] as Record<string, unknown>[],
  markShown,
}: {
  jackpots?: readonly unknown[];
  wins?: Record<string, unknown>[];
  markShown?: () => unknown;
} = {}): FixtureRoutes {
  let unseen = [...wins];
  return {
    'GET /api/user/balance': () => rawBalance(jackpots, unseen),
    'POST /api/user/jackpot_is_shown': markShown
      ? () => markShown()
      : ({ body }: { body: unknown }) => {
          const id = (body as { JackpotId: number }).JackpotId;
          unseen = unseen.filter((win) => win.id !== id);
          return { JackpotId: id, is_shown: true };
        },
  };
}

/** The guests' list call. */
export function guestRoutes(jackpots: readonly unknown[] = calmJackpots): FixtureRoutes {
  return { 'GET /api/casino/jackpots': { jackpots: [...jackpots], wonJackpots: [] } };
}
