import { describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from './credentialsCodec.ts';

describe('credentials codec', () => {
  it('should match the platform README vector', () => {
    expect(encodeCredential('abc')).toBe('Y2Jh');
    expect(decodeCredential('Y2Jh')).toBe('abc');
  });

  it.each([
    'player@mirror.demo.test',
    'demo1234',
    'contraseña',
    'пароль',
    '🎰 jackpot 🎰',
    '',
    '+56 9 8765 4321',
  ])('should round-trip %s', (text) => {
    const encoded = encodeCredential(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeCredential(encoded)).toBe(text);
  });

  it('should reverse by code point, so emoji survive', () => {
    // "a😀" reversed is "😀a": F0 9F 98 80 61.
    expect(encodeCredential('a😀')).toBe('8J-YgGE');
  });

  it('should refuse what is not base64url of UTF-8', () => {
    expect(decodeCredential('Y2Jh=')).toBeUndefined();
    expect(decodeCredential('Y2+h')).toBeUndefined();
    expect(decodeCredential('Y2JhY')).toBeUndefined();
    // 0xC3 alone is a truncated UTF-8 sequence.
    expect(decodeCredential('ww')).toBeUndefined();
  });
});
