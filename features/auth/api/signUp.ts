import type { ApiClient } from '../../core/api/index.ts';
import { phoneCodeHash } from '../model/phoneCodeHash.ts';
import type { SignedIn } from './signIn.ts';

const optionalPromo = (promoCode: string) =>
  promoCode.trim() === '' ? {} : { promocode: promoCode.trim() };

export interface EmailSignUp {
  email: string;
  password: string;
  /** yyyy-MM-dd: the platform refuses anyone under the brand's minimum age (code 240). */
  birthDate: string;
  currency: string;
  /** Short interface language (es, en, pt): the account's mails go out in it. */
  lang: string;
  promoCode: string;
}

/**
 * POST /api/user/signup: creates the player and signs it in. `need_activation` sends the link
 * to /verify?code=…, so the address gets confirmed. Codes 2, 231, 233, 695, 429, 400.
 */
export function signUpByEmail(api: ApiClient, request: EmailSignUp): Promise<SignedIn> {
  return api.post('/api/user/signup', {
    email: request.email.trim(),
    password: request.password,
    birth_date: request.birthDate,
    currency: request.currency,
    lang: request.lang,
    need_activation: true,
    ...optionalPromo(request.promoCode),
  });
}

/** POST /api/user/phone/code: a 4-digit SMS code for a phone sign-up. Codes 15, 429, 400. */
export async function requestSignUpCode(api: ApiClient, phone: string): Promise<void> {
  const hash = await phoneCodeHash(phone);
  await api.post('/api/user/phone/code', { phone, hash });
}

export interface PhoneSignUp {
  phone: string;
  /** ISO region of the phone (the platform's `country_code`). */
  region: string;
  code: string;
  name: string;
  /** +993 only: the player's chosen login. */
  login: string;
  password: string;
  birthDate: string;
  currency: string;
  lang: string;
  promoCode: string;
}

/** Turkmen numbers sign up with a login instead of language, country and promo (spec, 7). */
export const needsLogin = (region: string): boolean => region === 'TM';

/** POST /api/user/signup/phone. Codes 15, 400, 231/233, 695, 6/7, 429. */
export function signUpByPhone(api: ApiClient, request: PhoneSignUp): Promise<SignedIn> {
  const common = {
    name: request.name.trim(),
    phone: request.phone,
    currency: request.currency,
    password: request.password,
    birth_date: request.birthDate,
    code: request.code.trim(),
  };
  if (needsLogin(request.region)) {
    return api.post('/api/user/signup/phone', { ...common, login: request.login.trim() });
  }
  return api.post('/api/user/signup/phone', {
    ...common,
    lang: request.lang,
    country_code: request.region,
    ...optionalPromo(request.promoCode),
  });
}

/** The generated account, shown once to the player. */
export interface OneClickAccount extends SignedIn {
  login: string;
  password: string;
}

/** POST /api/user/signup/one-click: a random login and 8-digit password, signed in. */
export function signUpOneClick(
  api: ApiClient,
  request: { birthDate: string; currency: string; lang: string; promoCode: string },
): Promise<OneClickAccount> {
  return api.post('/api/user/signup/one-click', {
    birth_date: request.birthDate,
    currency: request.currency,
    lang: request.lang,
    ...optionalPromo(request.promoCode),
  });
}
