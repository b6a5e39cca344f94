import { describe, expect, it } from 'vitest';
import { demoHeading } from './demo.ts';
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

describe('demoHeading', () => {
  it('should say in each language that the page is a demo of the provider', () => {
    const table = { es: 'Mesa', en: 'table', pt: 'Mesa' };
    expect(demoHeading(table, 'Evolution', 'es')).toBe('Mesa de demostración de Evolution');
    expect(demoHeading(table, 'Evolution', 'en')).toBe('Demo table of Evolution');
    expect(demoHeading(table, 'Evolution', 'pt')).toBe('Mesa de demonstração de Evolution');
  });
});
