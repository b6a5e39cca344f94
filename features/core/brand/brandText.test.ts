import { describe, expect, it } from 'vitest';
import { brandText } from './brandText.ts';

describe('brandText', () => {
  it('should give the text in the interface language, whatever the case of its code', () => {
    expect(brandText({ 'es-es': 'Tarjeta', 'en-US': 'Card' }, 'es-ES', 'es-es')).toBe('Tarjeta');
    expect(brandText({ 'es-es': 'Tarjeta', 'en-US': 'Card' }, 'en-US', 'es-es')).toBe('Card');
  });

  it("should fall back to the brand's default language", () => {
    expect(brandText({ 'pt-PT': 'Cartão' }, 'en-US', 'pt-PT')).toBe('Cartão');
  });

  it('should treat blank text as missing', () => {
    expect(brandText({ 'en-US': '  ', 'es-es': 'Casino' }, 'en-US', 'es-es')).toBe('Casino');
    expect(brandText({ 'en-US': ' ' }, 'en-US', 'es-es')).toBeUndefined();
    expect(brandText(undefined, 'en-US', 'es-es')).toBeUndefined();
  });
});
