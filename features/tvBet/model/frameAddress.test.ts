import { describe, expect, it } from 'vitest';
import { frameLanguage, frameOrigin, tvBetFrameSrc } from './frameAddress.ts';

const app = 'https://casino.example';

describe('frameLanguage', () => {
  it('should take the first two letters of the interface language, lower-cased', () => {
    expect(frameLanguage('es-ES')).toBe('es');
    expect(frameLanguage('en-US')).toBe('en');
    expect(frameLanguage('PT-pt')).toBe('pt');
    expect(frameLanguage('es')).toBe('es');
  });
});

describe('tvBetFrameSrc', () => {
  it('should put lng, clientId and token on a path of the app', () => {
    expect(
      tvBetFrameSrc('/demo/tvbet/', app, { language: 'en-US', clientId: 'demo-demo', token: 'T1' }),
    ).toBe('https://casino.example/demo/tvbet/?lng=en&clientId=demo-demo&token=T1');
  });

  it('should keep an https frame on its own origin', () => {
    expect(
      tvBetFrameSrc('https://tv.example/frame', app, {
        language: 'pt-PT',
        clientId: 'c',
        token: 't',
      }),
    ).toBe('https://tv.example/frame?lng=pt&clientId=c&token=t');
  });

  it('should give a guest the language only', () => {
    expect(tvBetFrameSrc('/demo/tvbet/', app, { language: 'es-ES' })).toBe(
      'https://casino.example/demo/tvbet/?lng=es',
    );
  });

  it('should encode values so none can add a parameter of its own', () => {
    const src = new URL(
      tvBetFrameSrc('/demo/tvbet/', app, { language: 'es', clientId: 'a&token=x', token: 'b c#d' }),
    );
    expect(src.searchParams.get('clientId')).toBe('a&token=x');
    expect(src.searchParams.getAll('token')).toEqual(['b c#d']);
    expect(src.hash).toBe('');
  });

  it('should replace a value the configured address already has', () => {
    expect(tvBetFrameSrc('/demo/tvbet/?lng=ru', app, { language: 'es-ES' })).toBe(
      'https://casino.example/demo/tvbet/?lng=es',
    );
  });
});

describe('frameOrigin', () => {
  it('should be the app origin for a path and the frame origin for an https URL', () => {
    expect(frameOrigin('/demo/tvbet/', app)).toBe(app);
    expect(frameOrigin('https://tv.example:8443/frame?x=1', app)).toBe('https://tv.example:8443');
  });

  it('should be null for an address with no origin to check messages against', () => {
    expect(frameOrigin('about:blank', app)).toBeNull();
    expect(frameOrigin('data:text/html,hi', app)).toBeNull();
    expect(frameOrigin('javascript:alert(1)', app)).toBeNull();
  });
});
