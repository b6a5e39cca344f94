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

/** The player's day and the demo brand's minimum age. */
const age = { today: '2026-11-27', minimumAge: 18 };

const registration = {
  email: 'new@demo.test',
  birthDate: '1990-05-17',
  password: 'abc123de',
  repeatPassword: 'abc123de',
  currency: 'CLP',
  promoCode: '',
  acceptTerms: true,
};

describe('validateEmailRegistration', () => {
  it('should accept a complete form with an empty promo code', () => {
    expect(hasErrors(validateEmailRegistration(registration, age))).toBe(false);
  });

  it('should report every problem at once', () => {
    expect(
      validateEmailRegistration(
        {
          email: 'new@',
          password: '123456a',
          repeatPassword: '123456',
          currency: '',
          promoCode: 'no spaces',
          acceptTerms: false,
          birthDate: '',
        },
        age,
      ),
    ).toEqual({
      birthDate: 'required',
      email: 'emailInvalid',
      password: 'passwordWeak',
      repeatPassword: 'passwordsDiffer',
      currency: 'required',
      promoCode: 'promoInvalid',
      acceptTerms: 'termsRequired',
    });
  });

  it('should ask for empty fields first', () => {
    const errors = validateEmailRegistration(
      {
        ...registration,
        email: '',
        password: '',
        repeatPassword: '',
      },
      age,
    );
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
    birthDate: '1990-05-17',
  };

  it('should accept a complete form without a login outside +993', () => {
    expect(hasErrors(validatePhoneRegistration(phoneForm, { needsLogin: false, ...age }))).toBe(
      false,
    );
  });

  it('should need a login of 6 or more for +993', () => {
    expect(validatePhoneRegistration(phoneForm, { needsLogin: true, ...age }).login).toBe(
      'required',
    );
    expect(
      validatePhoneRegistration({ ...phoneForm, login: 'ana' }, { needsLogin: true, ...age }).login,
    ).toBe('loginInvalid');
    expect(
      validatePhoneRegistration({ ...phoneForm, login: 'ana_rojas' }, { needsLogin: true, ...age })
        .login,
    ).toBeUndefined();
  });

  it('should need a 4-digit code, a name and a strong password', () => {
    expect(
      validatePhoneRegistration(
        { ...phoneForm, code: '12', name: ' ', password: 'abcdef' },
        { needsLogin: false, ...age },
      ),
    ).toMatchObject({ code: 'codeInvalid', name: 'required', password: 'passwordWeak' });
  });
});

describe('validateOneClick', () => {
  it('should need a birth date, a currency and the terms', () => {
    expect(
      validateOneClick({ birthDate: '', currency: '', promoCode: '', acceptTerms: false }, age),
    ).toEqual({
      birthDate: 'required',
      currency: 'required',
      promoCode: undefined,
      acceptTerms: 'termsRequired',
    });
  });

  it.each([
    ['2026-11-27', 'underAge'],
    ['2008-11-28', 'underAge'],
    ['2008-11-27', undefined],
    ['2027-01-01', 'birthDateFuture'],
    ['2001-02-29', 'birthDateInvalid'],
  ])('should read the birth date %s as %s', (birthDate, problem) => {
    const values = { birthDate, currency: 'CLP', promoCode: '', acceptTerms: true };
    expect(validateOneClick(values, age).birthDate).toBe(problem);
  });

  it("should follow the brand's minimum age", () => {
    const values = { birthDate: '2006-01-01', currency: 'CLP', promoCode: '', acceptTerms: true };
    expect(validateOneClick(values, { ...age, minimumAge: 21 }).birthDate).toBe('underAge');
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
