import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidLogin,
  isValidPromoCode,
  isValidSmsCode,
  passwordProblem,
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
