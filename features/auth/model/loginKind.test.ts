import { describe, expect, it } from 'vitest';
import { loginKind } from './loginKind.ts';

describe('loginKind', () => {
  it.each([
    ['56987654321', 'phone'],
    ['+56 9 8765 4321', 'phone'],
    ['abcd2345', 'phone'],
    ['player@demo.test', 'email'],
    ['player@localhost', 'email'],
    ['first.last', 'email'],
    ['  56987654321  ', 'phone'],
  ] as const)('should read %s as a %s login', (login, kind) => {
    expect(loginKind(login)).toBe(kind);
  });
});
