import { describe, expect, it } from 'vitest';
import { bcFrameSrc, digsportFrameSrc, frameBase } from './frameUrl.ts';

const origin = 'https://app.example.com';

describe('frameBase', () => {
  it('should accept a path on the app origin', () => {
    expect(frameBase('/demo/bc/', origin)?.href).toBe('https://app.example.com/demo/bc/');
  });

  it('should accept an https address', () => {
    expect(frameBase('https://sb.example.net/frame/', origin)?.href).toBe(
      'https://sb.example.net/frame/',
    );
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example.com/frame/',
    'http://sb.example.net/frame/',
    'data:text/html,<p>x</p>',
    'demo/bc/',
    '',
  ])('should refuse %s', (frameUrl) => {
    expect(frameBase(frameUrl, origin)).toBeNull();
  });
});

describe('bcFrameSrc', () => {
  it('should open the section of the category with the language and the token', () => {
    expect(
      bcFrameSrc({
        frameUrl: '/demo/bc/',
        category: 'live',
        language: 'en-US',
        token: 'T1',
        origin,
      }),
    ).toBe('https://app.example.com/demo/bc/live?lang=eng&token=T1');
    expect(
      bcFrameSrc({ frameUrl: '/demo/bc/', category: 'prematch', language: 'es-ES', origin }),
    ).toBe('https://app.example.com/demo/bc/sports?lang=spa');
    expect(
      bcFrameSrc({
        frameUrl: 'https://sb.example.net/',
        category: 'history',
        language: 'pt-PT',
        token: 'T2',
        origin,
      }),
    ).toBe('https://sb.example.net/bet-history?lang=por&token=T2');
  });

  it('should escape the token rather than let it add parameters', () => {
    const src = bcFrameSrc({
      frameUrl: '/demo/bc/',
      category: 'live',
      language: 'es-ES',
      token: 'a&lang=eng#x y',
      origin,
    });
    expect(src).toBe('https://app.example.com/demo/bc/live?lang=spa&token=a%26lang%3Deng%23x+y');
    expect(new URL(src ?? '').searchParams.getAll('lang')).toEqual(['spa']);
    expect(new URL(src ?? '').searchParams.get('token')).toBe('a&lang=eng#x y');
  });

  it('should keep a query the brand put on its frame address', () => {
    expect(
      bcFrameSrc({
        frameUrl: 'https://sb.example.net/app/?skin=dark',
        category: 'live',
        language: 'es-ES',
        token: 'T',
        origin,
      }),
    ).toBe('https://sb.example.net/app/live?skin=dark&lang=spa&token=T');
  });

  it('should give no frame for an unusable base', () => {
    expect(
      bcFrameSrc({ frameUrl: 'javascript:alert(1)//', category: 'live', language: 'es', origin }),
    ).toBeNull();
  });
});

describe('digsportFrameSrc', () => {
  it('should boot the sportsbook with the token, the language and the route', () => {
    expect(
      digsportFrameSrc({
        frameUrl: '/demo/digsport/',
        token: 'T1',
        language: 'en-US',
        route: 'live',
        origin,
      }),
    ).toBe('https://app.example.com/demo/digsport/?token=T1&lang=en-US&route=live');
  });

  it('should escape every value', () => {
    const src = digsportFrameSrc({
      frameUrl: '/demo/digsport/',
      token: 'x&route=history',
      language: 'es-ES',
      route: 'home',
      origin,
    });
    const query = new URL(src ?? '').searchParams;
    expect(query.get('token')).toBe('x&route=history');
    expect(query.getAll('route')).toEqual(['home']);
  });

  it('should give no frame for an unusable base', () => {
    expect(
      digsportFrameSrc({
        frameUrl: '//evil.example.com/',
        token: 'T',
        language: 'es-ES',
        route: 'home',
        origin,
      }),
    ).toBeNull();
  });
});
