import { describe, expect, it } from 'vitest';
import { authPageOf } from './authPage.ts';

describe('authPageOf', () => {
  it('should show sign-in and registration', () => {
    expect(authPageOf('/auth/login')).toEqual({ page: 'login' });
    expect(authPageOf('/auth/registration/')).toEqual({ page: 'registration' });
  });

  it('should send the old sign-up address to registration', () => {
    expect(authPageOf('/auth/sign-up')).toEqual({ redirect: '/auth/registration' });
  });

  it('should open sign-in for an unknown type', () => {
    expect(authPageOf('/auth/whatever')).toEqual({ redirect: '/auth/login' });
    expect(authPageOf('/auth/login/extra')).toEqual({ redirect: '/auth/login' });
  });
});
