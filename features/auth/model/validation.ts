import { birthDateProblem, type BirthDateProblem } from '../../../schemas/birthDateRule.ts';
import type { PhoneProblem } from '../../core/phone/phoneRule.ts';
import {
  isValidEmail,
  isValidLogin,
  isValidPromoCode,
  isValidSmsCode,
  passwordProblem,
} from './rules.ts';

/** A field error, as a key under `validation.` in the auth namespace. */
export type ValidationKey =
  | 'required'
  | 'emailInvalid'
  | 'phoneIncomplete'
  | 'phoneInvalid'
  | 'recoveryLoginInvalid'
  | 'passwordWeak'
  | 'passwordCharacters'
  | 'passwordGuessable'
  | 'passwordsDiffer'
  | 'codeInvalid'
  | 'loginInvalid'
  | 'termsRequired'
  | 'promoInvalid'
  | 'birthDateInvalid'
  | 'birthDateFuture'
  | 'underAge';

export const validationKeys: readonly ValidationKey[] = [
  'required',
  'emailInvalid',
  'phoneIncomplete',
  'phoneInvalid',
  'recoveryLoginInvalid',
  'passwordWeak',
  'passwordCharacters',
  'passwordGuessable',
  'passwordsDiffer',
  'codeInvalid',
  'loginInvalid',
  'termsRequired',
  'promoInvalid',
  'birthDateInvalid',
  'birthDateFuture',
  'underAge',
];

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

export const hasErrors = (errors: FieldErrors<string>): boolean =>
  Object.values(errors).some((error) => error !== undefined);

const blank = (value: string) => value.trim() === '';

/** Required, then the server's password rule (a new password only). */
function newPasswordError(password: string): ValidationKey | undefined {
  if (password === '') return 'required';
  return passwordProblem(password);
}

function promoError(promoCode: string): ValidationKey | undefined {
  return blank(promoCode) || isValidPromoCode(promoCode) ? undefined : 'promoInvalid';
}

export type SignInMethod = 'email' | 'phone' | 'login';

export interface SignInValues {
  /** The e-mail or the universal login; the phone method reads `phoneProblem` instead. */
  identifier: string;
  /** What is wrong with the phone field's number (phoneRule.ts), kept out of this module. */
  phoneProblem: PhoneProblem | undefined;
  password: string;
}

/**
 * Sign-in checks presence and shape only: an old password may predate today's rule. A phone
 * must be a valid number, since no account can have one that is not.
 */
export function validateSignIn(
  method: SignInMethod,
  values: SignInValues,
): FieldErrors<'identifier' | 'password'> {
  let identifier: ValidationKey | undefined;
  if (method === 'phone') identifier = values.phoneProblem;
  else if (blank(values.identifier)) identifier = 'required';
  else if (method === 'email' && !isValidEmail(values.identifier)) identifier = 'emailInvalid';
  return { identifier, password: values.password === '' ? 'required' : undefined };
}

export interface OneClickValues {
  /** yyyy-MM-dd; empty until the player gives it (there is no default birth date). */
  birthDate: string;
  currency: string;
  promoCode: string;
  acceptTerms: boolean;
}

/** What the birth date is checked against: the player's today and the brand's minimum age. */
export interface AgeCheck {
  /** yyyy-MM-dd */
  today: string;
  minimumAge: number;
}

const birthDateKeys: Record<BirthDateProblem, ValidationKey> = {
  required: 'required',
  invalidDate: 'birthDateInvalid',
  futureDate: 'birthDateFuture',
  underAge: 'underAge',
};

/**
 * What every way of registering asks besides the account: a birth date of someone at least the
 * brand's minimum age (the platform refuses anyone younger, code 240), a currency, a well-formed
 * promo code if any, the terms accepted.
 */
export function validateOneClick(
  values: OneClickValues,
  { today, minimumAge }: AgeCheck,
): FieldErrors<'birthDate' | 'currency' | 'promoCode' | 'acceptTerms'> {
  const birthDate = birthDateProblem(values.birthDate, today, minimumAge);
  return {
    birthDate: birthDate && birthDateKeys[birthDate],
    currency: blank(values.currency) ? 'required' : undefined,
    promoCode: promoError(values.promoCode),
    acceptTerms: values.acceptTerms ? undefined : 'termsRequired',
  };
}

export interface EmailRegistrationValues extends OneClickValues {
  email: string;
  password: string;
  repeatPassword: string;
}

export type EmailRegistrationField = keyof EmailRegistrationValues;

export function validateEmailRegistration(
  values: EmailRegistrationValues,
  age: AgeCheck,
): FieldErrors<EmailRegistrationField> {
  const email = blank(values.email)
    ? 'required'
    : isValidEmail(values.email)
      ? undefined
      : 'emailInvalid';
  const repeatPassword =
    values.repeatPassword === ''
      ? 'required'
      : values.repeatPassword === values.password
        ? undefined
        : 'passwordsDiffer';
  return {
    ...validateOneClick(values, age),
    email,
    password: newPasswordError(values.password),
    repeatPassword,
  };
}

export interface PhoneRegistrationValues extends OneClickValues {
  code: string;
  /** Only +993 numbers sign up with a login (spec, section 7). */
  login: string;
  name: string;
  password: string;
}

export type PhoneRegistrationField = keyof PhoneRegistrationValues;

export function validatePhoneRegistration(
  values: PhoneRegistrationValues,
  { needsLogin, ...age }: { needsLogin: boolean } & AgeCheck,
): FieldErrors<PhoneRegistrationField> {
  let login: ValidationKey | undefined;
  if (needsLogin) login = blank(values.login) ? 'required' : undefined;
  if (needsLogin && !login && !isValidLogin(values.login)) login = 'loginInvalid';
  return {
    ...validateOneClick(values, age),
    code: smsCodeError(values.code),
    login,
    name: blank(values.name) ? 'required' : undefined,
    password: newPasswordError(values.password),
  };
}

function smsCodeError(code: string): ValidationKey | undefined {
  if (blank(code)) return 'required';
  return isValidSmsCode(code) ? undefined : 'codeInvalid';
}

export function validatePhoneRecovery(values: {
  code: string;
  newPassword: string;
}): FieldErrors<'code' | 'newPassword'> {
  return { code: smsCodeError(values.code), newPassword: newPasswordError(values.newPassword) };
}

/** Spec, section 5: the restore form submits only when both fields are equal and non-empty. */
export function canSubmitRestore(values: { newPassword: string; repeatPassword: string }): boolean {
  return values.newPassword !== '' && values.newPassword === values.repeatPassword;
}

export function validateRestorePassword(values: {
  newPassword: string;
  repeatPassword: string;
}): FieldErrors<'newPassword' | 'repeatPassword'> {
  return {
    newPassword: newPasswordError(values.newPassword),
    repeatPassword: values.repeatPassword === values.newPassword ? undefined : 'passwordsDiffer',
  };
}
