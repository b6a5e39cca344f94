import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../core/testing/index.ts';
import { isSameLogin, linkSignInStep } from './linkSignIn.ts';

describe('linkSignInStep', () => {
  it('should wait for the auth check, then sign a guest in', () => {
    expect(linkSignInStep('a@b.c', { status: 'checking' })).toBe('wait');
    expect(linkSignInStep('a@b.c', { status: 'guest' })).toBe('signIn');
  });

  it('should drop the link of the account already signed in', () => {
    expect(linkSignInStep(' Player@Demo.test ', signedInSession)).toBe('drop');
  });

  it('should ask before moving a player into another account', () => {
    expect(linkSignInStep('other@demo.test', signedInSession)).toBe('ask');
    expect(linkSignInStep('56987654321', signedInSession)).toBe('ask');
  });
});

describe('isSameLogin', () => {
  it('should ignore case and surrounding spaces only', () => {
    expect(isSameLogin('A@b.C', 'a@B.c ')).toBe(true);
    expect(isSameLogin('a@b.c', 'a@b.cc')).toBe(false);
  });
});
