import { describe, expect, it } from 'vitest';
import { defaultSignUpCurrency } from './currency.ts';

describe('defaultSignUpCurrency', () => {
  it('should start with TMT when the brand offers it', () => {
    expect(defaultSignUpCurrency(['CLP', 'TMT'])).toBe('TMT');
  });

  it('should start with the first offered currency otherwise', () => {
    expect(defaultSignUpCurrency(['CLP', 'USD'])).toBe('CLP');
  });

  it('should fall back to TMT, which the platform always accepts, with nothing offered', () => {
    expect(defaultSignUpCurrency([])).toBe('TMT');
  });
});
