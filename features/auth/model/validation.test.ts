import { describe, expect, it } from 'vitest';
import {
  canSubmitRestore,
  hasErrors,
  validateEmailRegistration,
  validateOneClick,
  validatePhoneRecovery,
  validatePhoneRegistration,
  validateRestorePassword,
  validateSignIn,
} from './validation.ts';

const noErrors = (errors: object) => Object.values(errors).every((error) => error === undefined);

describe('validateSignIn', () => {
  it('should need an e-mail of the right shape and a password', () => {
    expect(
      validateSignIn('email', { identifier: '', phoneProblem: undefined, password: '' }),
    ).toEqual({
      identifier: 'required',
      password: 'required',
    });
    expect(
      validateSignIn('email', { identifier: 'player', phoneProblem: undefined, password: 'x' }),
    ).toEqual({ identifier: 'emailInvalid', password: undefined });
    expect(
      noErrors(
        validateSignIn('email', {
          identifier: 'player@demo.test',
          phoneProblem: undefined,
          password: 'demo1234',
        }),
      ),
    ).toBe(true);
  });

  it('should refuse the phone for what is wrong with its number', () => {
    const signIn = (phoneProblem: 'phoneIncomplete' | 'phoneInvalid' | undefined) =>
      validateSignIn('phone', { identifier: '', phoneProblem, password: 'x' }).identifier;
    expect(signIn('phoneIncomplete')).toBe('phoneIncomplete');
    expect(signIn('phoneInvalid')).toBe('phoneInvalid');
    expect(signIn(undefined)).toBeUndefined();
  });

  it('should take any non-blank universal login and not judge an old password', () => {
    expect(
      validateSignIn('login', { identifier: '  ', phoneProblem: undefined, password: '1' })
        .identifier,
    ).toBe('required');
    expect(
      noErrors(
        validateSignIn('login', { identifier: 'k7bqm2xz', phoneProblem: undefined, password: '1' }),
      ),
    ).toBe(true);
  });
});

const registration = {
  email: 'new@demo.test',
  password: 'abc123de',
  repeatPassword: 'abc123de',
  currency: 'CLP',
  promoCode: '',
  acceptTerms: true,
};

describe('validateEmailRegistration', () => {
  it('should accept a complete form with an empty promo code', () => {
    expect(hasErrors(validateEmailRegistration(registration))).toBe(false);
  });

  it('should report every problem at once', () => {
    expect(
      validateEmailRegistration({
        email: 'new@',
        password: '123456a',
        repeatPassword: '123456',
        currency: '',
        promoCode: 'no spaces',
        acceptTerms: false,
      }),
    ).toEqual({
      email: 'emailInvalid',
      password: 'passwordWeak',
      repeatPassword: 'passwordsDiffer',
      currency: 'required',
      promoCode: 'promoInvalid',
      acceptTerms: 'termsRequired',
    });
  });

  it('should ask for empty fields first', () => {
    const errors = validateEmailRegistration({
      ...registration,
      email: '',
      password: '',
      repeatPassword: '',
    });
    expect(errors).toMatchObject({
      email: 'required',
      password: 'required',
      repeatPassword: 'required',
    });
  });
});

describe('validatePhoneRegistration', () => {
  const phoneForm = {
    code: '0421',
    login: '',
    name: 'Ana',
    password: 'abc123de',
    currency: 'CLP',
    promoCode: 'WELCOME100',
    acceptTerms: true,
  };

  it('should accept a complete form without a login outside +993', () => {
    expect(hasErrors(validatePhoneRegistration(phoneForm, { needsLogin: false }))).toBe(false);
  });

  it('should need a login of 6 or more for +993', () => {
    expect(validatePhoneRegistration(phoneForm, { needsLogin: true }).login).toBe('required');
    expect(
      validatePhoneRegistration({ ...phoneForm, login: 'ana' }, { needsLogin: true }).login,
    ).toBe('loginInvalid');
    expect(
      validatePhoneRegistration({ ...phoneForm, login: 'ana_rojas' }, { needsLogin: true }).login,
    ).toBeUndefined();
  });

  it('should need a 4-digit code, a name and a strong password', () => {
    expect(
      validatePhoneRegistration(
        { ...phoneForm, code: '12', name: ' ', password: 'abcdef' },
        { needsLogin: false },
      ),
    ).toMatchObject({ code: 'codeInvalid', name: 'required', password: 'passwordWeak' });
  });
});

describe('validateOneClick', () => {
  it('should need a currency and the terms', () => {
    expect(validateOneClick({ currency: '', promoCode: '', acceptTerms: false })).toEqual({
      currency: 'required',
      promoCode: undefined,
      acceptTerms: 'termsRequired',
    });
  });
});

describe('recovery', () => {
  it('should need the code and a strong new password', () => {
    expect(validatePhoneRecovery({ code: '', newPassword: '' })).toEqual({
      code: 'required',
      newPassword: 'required',
    });
    expect(noErrors(validatePhoneRecovery({ code: '1234', newPassword: 'abc123de' }))).toBe(true);
  });
});

describe('restore password', () => {
  it('should allow submitting only equal, non-empty passwords', () => {
    expect(canSubmitRestore({ newPassword: '', repeatPassword: '' })).toBe(false);
    expect(canSubmitRestore({ newPassword: 'abc123de', repeatPassword: 'abc123d' })).toBe(false);
    expect(canSubmitRestore({ newPassword: 'abc123de', repeatPassword: 'abc123de' })).toBe(true);
  });

  it('should still check the server rule', () => {
    expect(validateRestorePassword({ newPassword: 'aaaaaa', repeatPassword: 'aaaaaa' })).toEqual({
      newPassword: 'passwordWeak',
      repeatPassword: undefined,
    });
  });
});
