import { describe, expect, it } from 'vitest';
import { redirectOf } from './redirect.ts';

describe('redirectOf', () => {
  it('should take a web address from a code-20 answer and nothing else', () => {
    expect(redirectOf({ redirect: 'https://mirror.example/?log=a&pas=b' })).toBe(
      'https://mirror.example/?log=a&pas=b',
    );
    expect(redirectOf({ redirect: 'javascript:alert(1)' })).toBeUndefined();
    expect(redirectOf(null)).toBeUndefined();
    expect(redirectOf({})).toBeUndefined();
  });
});
