import { describe, expect, it } from 'vitest';
import { pragmaticLanguage } from './providerLanguage.ts';

describe('pragmaticLanguage', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['pt', 'pt'],
    ['fr', 'fr'],
    ['PT', 'pt'],
  ])('should play %s games in %s', (shortLanguage, expected) => {
    expect(pragmaticLanguage(shortLanguage)).toBe(expected);
  });

  it.each(['ru', 'he', '', 'es-ES'])('should fall back to English for "%s"', (shortLanguage) => {
    expect(pragmaticLanguage(shortLanguage)).toBe('en');
  });
});
