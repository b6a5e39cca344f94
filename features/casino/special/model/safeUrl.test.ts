import { describe, expect, it } from 'vitest';
import { isSafeAppUrl, isSafeBrandUrl } from './safeUrl.ts';

describe('isSafeAppUrl', () => {
  it.each(['/demo/twenty-one/', '/x?a=1', 'https://games.example/21', 'http://localhost:3000/x'])(
    'should follow %s',
    (url) => expect(isSafeAppUrl(url)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '//evil.example/x',
    '/\\evil.example',
    'demo/twenty-one',
    '',
    ' /demo/x',
    'ftp://files.example/x',
  ])('should refuse %s', (url) => expect(isSafeAppUrl(url)).toBe(false));
});

describe('isSafeBrandUrl', () => {
  it('should take app paths and https addresses only', () => {
    expect(isSafeBrandUrl('/demo/inbet/launcher.js')).toBe(true);
    expect(isSafeBrandUrl('https://cdn.example/launcher.js')).toBe(true);
    expect(isSafeBrandUrl('http://cdn.example/launcher.js')).toBe(false);
    expect(isSafeBrandUrl('javascript:void(0)')).toBe(false);
  });
});
