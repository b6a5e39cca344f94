import { describe, expect, it } from 'vitest';
import { returnPath } from './destination.ts';

describe('returnPath', () => {
  it('should return to a page of the app', () => {
    expect(returnPath('/profile/top-up')).toBe('/profile/top-up');
    expect(returnPath('/slots/main?sF=1')).toBe('/slots/main?sF=1');
  });

  it('should open the casino home otherwise', () => {
    for (const from of [
      undefined,
      null,
      3,
      '',
      'profile',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(returnPath(from)).toBe('/slots/home');
    }
  });

  it('should never return to the auth pages themselves', () => {
    expect(returnPath('/auth/login')).toBe('/slots/home');
    expect(returnPath('/auth')).toBe('/slots/home');
    expect(returnPath('/authors')).toBe('/authors');
  });
});
