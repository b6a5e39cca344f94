import { describe, expect, it } from 'vitest';
import { commonPasswords } from './commonPasswords.ts';
import { passwordProblem } from './passwordRule.ts';

describe('passwordProblem (the rule the platform and the app share)', () => {
  it.each(['tapa42', 'demo1234', 'ñandú42', 'пароль12', 'a1b2!?', 'abc123de'])(
    'should accept %s',
    (password) => expect(passwordProblem(password)).toBeUndefined(),
  );

  it.each([
    ['ab12c', 'short'],
    ['123456', 'no letters'],
    ['abcdef1', 'one digit'],
    ['a123456', 'one letter'],
    ['', 'empty'],
  ])('should call %s weak (%s), as the spec does', (password) => {
    expect(passwordProblem(password)).toBe('weak');
  });

  it('should refuse spaces and invisible characters first', () => {
    expect(passwordProblem('ab 12')).toBe('characters');
    expect(passwordProblem('abc123\u200b')).toBe('characters');
  });

  it.each(['abc123', 'ABC123', 'Qwerty123', 'password12', '1q2w3e4r', 'aa11aa', '1a1a1a'])(
    'should call %s too easy to guess',
    (password) => expect(passwordProblem(password)).toBe('guessable'),
  );

  it('should list only passwords the spec’s counts alone would let through, once each', () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(200);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(passwordProblem(password)).toBe('guessable');
    }
  });
});
