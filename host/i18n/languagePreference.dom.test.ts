import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLanguagePreference, saveLanguagePreference } from './languagePreference.ts';

afterEach(() => window.localStorage.clear());

describe('language preference', () => {
  it('should remember the language a player chose', () => {
    saveLanguagePreference('pt-PT');
    expect(readLanguagePreference(['es-es', 'pt-PT'])).toBe('pt-PT');
  });

  it('should ignore a remembered language this brand no longer offers', () => {
    saveLanguagePreference('pt-PT');
    expect(readLanguagePreference(['es-es', 'en-US'])).toBeUndefined();
  });

  it('should ignore a corrupt stored value', () => {
    window.localStorage.setItem('preferredLanguage', '{"not":"a language"}');
    expect(readLanguagePreference(['es-es'])).toBeUndefined();
  });

  it('should survive storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveLanguagePreference('es-es')).not.toThrow();
    expect(readLanguagePreference(['es-es'])).toBeUndefined();
  });
});
