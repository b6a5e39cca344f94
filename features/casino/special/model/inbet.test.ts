import { describe, expect, it } from 'vitest';
import { inbetCoefficient, inbetGameIdOf, inbetLanguage } from './inbet.ts';

describe('inbetLanguage', () => {
  it.each([
    ['en-US', 'en_US'],
    ['es-es', 'es_ES'],
    ['es-ES', 'es_ES'],
    ['pt-PT', 'pt_PT'],
    ['ru-ru', 'es_ES'],
    ['', 'es_ES'],
  ])('should map %s to %s', (tag, code) => expect(inbetLanguage(tag)).toBe(code));
});

describe('inbetCoefficient', () => {
  it('should take the currency coefficient of the settings', () => {
    expect(inbetCoefficient({ CLP: 1, USD: 100 }, 'CLP')).toBe(1);
    expect(inbetCoefficient({ CLP: 1, USD: 100 }, 'USD')).toBe(100);
  });

  it.each([
    ['a missing currency', { CLP: 1 }, 'EUR'],
    ['no map', undefined, 'CLP'],
    ['a null map', null, 'CLP'],
    ['a text value', { CLP: '1' }, 'CLP'],
    ['zero', { CLP: 0 }, 'CLP'],
    ['a negative value', { CLP: -5 }, 'CLP'],
  ])('should default to 100 for %s', (_case, inbetKf, currency) => {
    expect(inbetCoefficient(inbetKf, currency)).toBe(100);
  });
});

describe('inbetGameIdOf', () => {
  it.each([
    ['/slots/inbet/inbet-fruits', 'inbet-fruits'],
    ['/slots/inbet/fruits_5.v2/', 'fruits_5.v2'],
    ['/slots/inbet/fruits%2D5', 'fruits-5'],
  ])('should read the game of %s', (path, gameId) => expect(inbetGameIdOf(path)).toBe(gameId));

  it.each([
    '/slots/inbet/',
    '/slots/inbet/a b',
    '/slots/inbet/%E0%A4%A',
    `/slots/inbet/${'x'.repeat(61)}`,
    '/slots/pragmatic/vs20',
    '/slots/inbet/a/b',
  ])('should find no game in %s', (path) => expect(inbetGameIdOf(path)).toBeUndefined());
});
