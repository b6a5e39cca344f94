import { describe, expect, it } from 'vitest';
import { integrationOrigins } from './integrationOrigins.ts';

describe('integrationOrigins', () => {
  it('should list the https origins of the frames and the launcher script, once each', () => {
    const brand = {
      integrations: {
        bc: { frameUrl: 'https://sportsbook.example/embed/' },
        digitain: { frameUrl: 'https://digital.example:8443/boot' },
        tvbet: { frameUrl: 'https://sportsbook.example/tv/' },
        inbet: { scriptUrl: 'https://cdn.inbet.example/launcher.js' },
      },
    };
    expect(integrationOrigins(JSON.stringify(brand))).toEqual({
      frames: ['https://digital.example:8443', 'https://sportsbook.example'],
      scripts: ['https://cdn.inbet.example'],
    });
  });

  it('should add nothing for paths on the app origin, other schemes or a broken file', () => {
    const brand = {
      integrations: {
        bc: { frameUrl: '/demo/bc/' },
        tvbet: { frameUrl: 'http://plain.example/' },
        inbet: { scriptUrl: 'javascript:alert(1)' },
      },
    };
    expect(integrationOrigins(JSON.stringify(brand))).toEqual({ frames: [], scripts: [] });
    expect(integrationOrigins('{not json')).toEqual({ frames: [], scripts: [] });
    expect(integrationOrigins('null')).toEqual({ frames: [], scripts: [] });
  });
});
