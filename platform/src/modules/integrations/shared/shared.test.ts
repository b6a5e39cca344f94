import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './html.ts';
import { shortLanguage } from './language.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/slots/main', '/slots/main'],
    ['https://app.example/slots', 'https://app.example/slots'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,x', '/'],
    ['', '/'],
  ])('should keep only app paths and http(s) addresses: %s → %s', (value, expected) => {
    expect(safeReturnUrl(value, '/')).toBe(expected);
  });
});

describe('shortLanguage', () => {
  it.each([
    ['es-es', 'es'],
    ['en-US', 'en'],
    ['PT-pt', 'pt'],
    ['en_US', 'en'],
    ['eng', 'en'],
    ['por', 'pt'],
    ['ru-ru', 'es'],
    [undefined, 'es'],
  ])('should read %s as %s', (code, expected) => {
    expect(shortLanguage(code)).toBe(expected);
  });
});
