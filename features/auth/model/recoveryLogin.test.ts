import { describe, expect, it } from 'vitest';
import { validateRecoveryLogin } from './recoveryLogin.ts';

describe('validateRecoveryLogin', () => {
  it('should take an e-mail or a phone number', () => {
    expect(validateRecoveryLogin('').login).toBe('required');
    expect(validateRecoveryLogin('player@demo.test').login).toBeUndefined();
    expect(validateRecoveryLogin('player@demo').login).toBe('emailInvalid');
    expect(validateRecoveryLogin('+56 9 8765 4321').login).toBeUndefined();
    expect(validateRecoveryLogin('56987654321').login).toBeUndefined();
    expect(validateRecoveryLogin('k7bqm2xz').login).toBe('recoveryLoginInvalid');
  });

  it('should refuse a phone number no country has, or one without its calling code', () => {
    expect(validateRecoveryLogin('+56 0 0000 0000').login).toBe('phoneInvalid');
    expect(validateRecoveryLogin('+7 000 000 00 00').login).toBe('phoneInvalid');
    expect(validateRecoveryLogin('987654321').login).toBe('phoneInvalid');
    expect(validateRecoveryLogin('0').login).toBe('phoneInvalid');
  });
});
