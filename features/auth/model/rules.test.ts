import { describe, expect, it } from 'vitest';
import { phoneCountries, type PhoneRegion } from '../../../design-system/index.ts';
import { impossiblePhones, phoneExamples } from '../../../schemas/phoneRule.examples.ts';
import { callingCodeOf, servedPhoneRegions } from '../../../schemas/phoneRule.ts';
import {
  isValidEmail,
  isValidLogin,
  isValidPromoCode,
  isValidSmsCode,
  isValidTypedPhone,
  passwordProblem,
  phoneProblem,
} from './rules.ts';

describe('isValidEmail', () => {
  it.each(['player@demo.test', 'A.B+c@Example.COM', 'someone@[192.168.0.1]', 'x@a-b.co'])(
    'should accept %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'player',
    'player@demo',
    'player@demo.t',
    'pla yer@demo.test',
    'a@b@demo.test',
    'someone@[192.168.0.256]',
    'someone@[1.2.3]',
  ])('should refuse %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('passwordProblem (the server rule)', () => {
  it.each(['ab12cd', 'demo1234', 'ñandú42', 'пароль12', 'a1b2!?'])('should accept %s', (password) =>
    expect(passwordProblem(password)).toBeUndefined(),
  );

  it.each([
    ['ab12c', 'short'],
    ['123456', 'no letters'],
    ['abcdef1', 'one digit'],
    ['a123456', 'one letter'],
    ['', 'empty'],
  ])('should call %s weak (%s)', (password) => {
    expect(passwordProblem(password)).toBe('passwordWeak');
  });

  it('should refuse spaces and invisible characters before weakness', () => {
    expect(passwordProblem('ab 12')).toBe('passwordCharacters');
    expect(passwordProblem('abcd12\u200b')).toBe('passwordCharacters');
    expect(passwordProblem('abcd12\t')).toBe('passwordCharacters');
  });

  it.each(['abc123', 'Qwerty123', 'aa11aa'])(
    'should call %s too easy to guess, as the platform does (code 232)',
    (password) => expect(passwordProblem(password)).toBe('passwordGuessable'),
  );

  it("should accept the hint's shape only when it also meets the server rule", () => {
    // The spec hint says "6 digits and 1 letter"; the server wants 2 letters.
    expect(passwordProblem('123456a')).toBe('passwordWeak');
    expect(passwordProblem('123456ab')).toBeUndefined();
  });
});

describe('isValidLogin', () => {
  it.each(['player', 'Ana_Rojas', 'jose.m-1', 'ñandú2024'])('should accept %s', (login) =>
    expect(isValidLogin(login)).toBe(true),
  );

  it.each(['abc', 'playr', '1player', '_player', 'play er', 'player@x', 'a'.repeat(51)])(
    'should refuse %s',
    (login) => expect(isValidLogin(login)).toBe(false),
  );
});

describe('isValidSmsCode', () => {
  it('should take exactly 4 digits', () => {
    expect(isValidSmsCode('0421')).toBe(true);
    expect(isValidSmsCode(' 0421 ')).toBe(true);
    expect(isValidSmsCode('421')).toBe(false);
    expect(isValidSmsCode('04210')).toBe(false);
    expect(isValidSmsCode('04a1')).toBe(false);
  });
});

describe('isValidPromoCode', () => {
  it('should take letters, digits, _ and - up to 64', () => {
    expect(isValidPromoCode('WELCOME100')).toBe(true);
    expect(isValidPromoCode('partner_7-a')).toBe(true);
    expect(isValidPromoCode('x'.repeat(64))).toBe(true);
    expect(isValidPromoCode('x'.repeat(65))).toBe(false);
    expect(isValidPromoCode('')).toBe(false);
    expect(isValidPromoCode('<script>')).toBe(false);
    expect(isValidPromoCode('two words')).toBe(false);
  });
});

describe('phoneProblem (the platform rule, on the phone field)', () => {
  const phone = (region: string, nationalNumber: string) => ({
    country: region as PhoneRegion,
    nationalNumber,
  });

  it.each(phoneExamples)('should take a valid $region number', ({ region, valid }) => {
    expect(phoneProblem(phone(region, valid))).toBeUndefined();
  });

  it.each(impossiblePhones)(
    'should call $region $nationalNumber invalid, though every digit is there',
    ({ region, nationalNumber }) => {
      expect(phoneProblem(phone(region, nationalNumber))).toBe('phoneInvalid');
    },
  );

  it('should call a number with digits missing incomplete', () => {
    expect(phoneProblem(phone('CL', ''))).toBe('phoneIncomplete');
    expect(phoneProblem(phone('CL', '98765432'))).toBe('phoneIncomplete');
    expect(phoneProblem(phone('MD', '6211234'))).toBe('phoneIncomplete');
  });

  it('should offer in the field exactly the countries the platform serves, with their codes', () => {
    expect(phoneCountries.map(({ region }) => region)).toEqual(servedPhoneRegions);
    for (const { region, dialCode } of phoneCountries) {
      expect(dialCode, region).toBe(callingCodeOf(region));
    }
  });
});

describe('isValidTypedPhone', () => {
  it('should take a number typed with its calling code', () => {
    expect(isValidTypedPhone('+56 9 8765 4321')).toBe(true);
    expect(isValidTypedPhone('56987654321')).toBe(true);
  });

  it('should refuse one no country has and one without its calling code', () => {
    expect(isValidTypedPhone('+56 0 0000 0000')).toBe(false);
    expect(isValidTypedPhone('987654321')).toBe(false);
  });
});
