import { describe, expect, it } from 'vitest';
import { gameDestination, isSafeGameUrl, UnsafeGameUrlError } from './safeUrl.ts';

describe('isSafeGameUrl', () => {
  it.each([
    '/demo/bet-radar/?session=abc',
    '/demo/golden-race/?session=1',
    'https://games.example.com/play?x=1',
    'http://localhost:3000/demo/x',
    'HTTPS://games.example.com/',
  ])('should follow %s', (url) => {
    expect(isSafeGameUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'demo/relative',
    'ftp://files.example.com/',
    '',
  ])('should refuse %j', (url) => {
    expect(isSafeGameUrl(url)).toBe(false);
  });
});

describe('gameDestination', () => {
  const onApi = (path: string) => `https://api.example.com${path}`;

  it("should resolve a platform path on the API's origin", () => {
    expect(gameDestination('/demo/x?session=1', onApi)).toBe(
      'https://api.example.com/demo/x?session=1',
    );
  });

  it('should keep an http(s) URL as it is', () => {
    expect(gameDestination('https://games.example.com/p', onApi)).toBe(
      'https://games.example.com/p',
    );
  });

  it('should throw for anything else', () => {
    expect(() => gameDestination('javascript:alert(1)', onApi)).toThrow(UnsafeGameUrlError);
  });
});
