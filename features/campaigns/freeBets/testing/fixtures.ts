import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import { fixtureBrand, type StoryLanguage } from '../../../core/testing/index.ts';
import type { FreeBetStats } from '../api/freeBetStats.ts';

/** Fixed clocks (epoch ms): the page's time in stories and tests. */
export const clocks = {
  /** Sunday 22 November 2026, 06:12 in Moscow: 2 d 17 h 48 min to Wednesday. */
  sunday: Date.parse('2026-11-22T03:12:00Z'),
  /** Wednesday 25 November 2026, 13:00 in Moscow: the claim day. */
  wednesday: Date.parse('2026-11-25T10:00:00Z'),
  /** Tuesday 15 December 2026, 12:00 in Moscow: inside the dated brand's campaign. */
  campaignRunning: Date.parse('2026-12-15T09:00:00Z'),
  /** Friday 1 January 2027, 12:00 in Moscow: after the dated brand's campaign. */
  campaignEnded: Date.parse('2027-01-01T09:00:00Z'),
} as const;

/**
 * The demo brand with the spec's campaign dates, 1 to 28 December 2026 (the demo brand itself
 * sets none: its platform runs the weekly cycle all year).
 */
export const datedBrand: Brand = {
  ...fixtureBrand,
  campaigns: {
    ...fixtureBrand.campaigns,
    freeBets: {
      ...fixtureBrand.campaigns?.freeBets,
      startDate: '2026-12-01',
      endDate: '2026-12-28',
    },
  },
};

/** A clock function fixed at a moment. */
export const fixedClock = (moment: number) => () => moment;

/** The platform's answer on a Sunday: 1199 staked, two free bets waiting for Wednesday. */
export const sundayStats: FreeBetStats = {
  bets_total_now: 1199,
  possible_free_bets: 0,
  active: 1,
  inactive: 2,
  is_claim_day: false,
  next_claim_day: '2026-11-24T21:00:00.000Z',
  expires_at: '2026-11-22T09:00:00.000Z',
};

/** On Wednesday with two free bets to claim. */
export const claimDayStats: FreeBetStats = {
  bets_total_now: 2650,
  possible_free_bets: 2,
  active: 0,
  inactive: 2,
  is_claim_day: true,
  next_claim_day: '2026-12-01T21:00:00.000Z',
  expires_at: '2026-11-29T09:00:00.000Z',
};

/** A week at the maximum, nothing waiting. */
export const maxedStats: FreeBetStats = {
  bets_total_now: 7320,
  possible_free_bets: 5,
  active: 3,
  inactive: 0,
  is_claim_day: false,
  next_claim_day: '2026-11-24T21:00:00.000Z',
  expires_at: '2026-11-22T09:00:00.000Z',
};

/**
 * The platform's message when there is nothing to claim, in its three languages (payments module,
 * language.ts): it answers in the request's language.
 */
export const nothingToClaim: Readonly<Record<StoryLanguage, string>> = {
  es: 'No tiene freebets para reclamar',
  en: 'You have no free bets to claim',
  pt: 'Não tem apostas grátis para resgatar',
};

/** The platform's refusal of a claim (HTTP 400, code 105, in Spanish unless told). */
export function claimRefusal(message = nothingToClaim.es): ApiError {
  return new ApiError({
    kind: 'server',
    httpStatus: 400,
    codeStatus: 105,
    serverMessage: message,
    message: `POST /api/user/activate-free-bets failed: 105 ${message}`,
  });
}

export const statsFailure = () =>
  new ApiError({ kind: 'http', httpStatus: 503, message: 'GET stats answered 503' });
