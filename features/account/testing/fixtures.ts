import { ApiError } from '../../core/errors/index.ts';
import type { Session } from '../../core/session/index.ts';
import { fixturePlayer } from '../../core/testing/index.ts';
import type { RawProfile } from '../api/profile.ts';
import type { PromoCodeActivation, PromoCodeCheck } from '../model/promoCode.ts';

/** The demo player's profile before the personal data was saved. */
export const editableProfile: RawProfile = {
  id: fixturePlayer.id,
  email: 'player@demo.test',
  email_verified: true,
  phone: '56987654321',
  currency: 'CLP',
  balance: 1000,
  first_name: 'Ana',
  last_name: 'Rojas',
  middle_name: null,
  birth_date: null,
  gender: null,
  passport: null,
  number_document: null,
  address: null,
  card: null,
  yandex: null,
  is_changed: 0,
};

/** The same profile once saved: the platform locks it. */
export const lockedProfile: RawProfile = {
  ...editableProfile,
  middle_name: 'Isabel',
  birth_date: '1990-05-17',
  gender: 'female',
  passport: '12.345.678-5',
  is_changed: 1,
};

/** An account opened by e-mail: nothing filled in, no phone yet. */
export const blankProfile: RawProfile = {
  ...editableProfile,
  phone: null,
  first_name: null,
  last_name: null,
};

export const usdSession: Session = {
  status: 'player',
  user: { ...fixturePlayer, id: 2024, login: 'jsmith@demo.test', currency: 'USD' },
  balance: { balance: 250, bonusBalance: 0, freeBets: { active: 0, inactive: 0 } },
};

export const bonusSession: Session = {
  status: 'player',
  user: fixturePlayer,
  balance: { balance: 15000, bonusBalance: 600, freeBets: { active: 3, inactive: 0 } },
};

export const pendingBalanceSession: Session = {
  status: 'player',
  user: fixturePlayer,
  balance: undefined,
};

export const partnerSession: Session = {
  status: 'player',
  user: {
    id: 2,
    login: 'partner@demo.test',
    currency: 'CLP',
    firstName: 'Pablo',
    lastName: 'Soto',
    isPartner: true,
  },
  balance: { balance: 0, bonusBalance: 50, freeBets: { active: 0, inactive: 0 } },
};

/** A promo-code refusal as the platform sends it (HTTP 404 for 2200, else 400). */
export function promoRefusal(code: number, message?: string): ApiError {
  return new ApiError({
    kind: 'server',
    httpStatus: code === 2200 ? 404 : 400,
    codeStatus: code,
    serverMessage: message,
  });
}

export const welcomeCheck: PromoCodeCheck = {
  code: 'WELCOME100',
  type: 'bonus',
  amount: 100,
  free_bets: 0,
  percent: 0,
  valid_until: null,
};

export const welcomeActivation: PromoCodeActivation = {
  code: 'WELCOME100',
  type: 'bonus',
  amount: 100,
  free_bets: { active: 0, inactive: 2 },
  percent: 0,
  valid_until: null,
  balance: 1000,
  bonus_balance: 100,
};

export const freeBetsCheck: PromoCodeCheck = {
  code: 'FREEBETS3',
  type: 'free-bets',
  amount: 0,
  free_bets: 3,
  percent: 0,
  valid_until: null,
};

export const freeBetsActivation: PromoCodeActivation = {
  code: 'FREEBETS3',
  type: 'free-bets',
  amount: 0,
  free_bets: { active: 3, inactive: 2 },
  percent: 0,
  valid_until: null,
  balance: 1000,
  bonus_balance: 0,
};

/** The platform's English messages of each refusal (payments API, promoMessages.ts). */
export const promoRefusalMessages: Readonly<Record<number, string>> = {
  2200: 'Promo code not found',
  2201: 'The promo code has expired',
  2202: 'You have already activated this promo code',
  2203: 'The promo code has already been activated the maximum number of times',
  2204: 'You have already activated a code of this promotion',
  2205: 'You have already activated a code of this partner',
  2206: 'You already have an active promo bonus',
  2207: 'The code belongs to another partner',
  2208: 'You cannot activate your own code',
  2209: 'Unknown promo code type',
  2210: 'The promo code was cancelled',
  2211: 'You are not in the bonus programme of this code',
  2212: 'The promo code was disabled by the administrator',
  2213: 'You made a withdrawal after your last deposit',
  2214: 'The promo code conditions are not met',
};
