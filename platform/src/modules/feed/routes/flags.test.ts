import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../../testing.ts';
import { countries } from '../catalog/sports.ts';

const platform = withTestPlatform();

describe('GET /api/feed/flags/{countryId}.svg', () => {
  it('should draw a flag for every country of the catalogue', async () => {
    for (const country of countries) {
      const response = await platform.app.inject({
        method: 'GET',
        url: `/api/feed/flags/${String(country.id)}.svg`,
      });
      expect(response.statusCode, country.names.en).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      // All at 3:2, so a row of flags lines up.
      const [, width = '', height = ''] =
        /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(response.body) ?? [];
      expect(Number(width) / Number(height), country.names.en).toBeCloseTo(1.5, 1);
    }
  });

  it('should give every country its own flag, England a cross and Chile a star', async () => {
    const bodies = new Map<string, string>();
    for (const country of countries) {
      const response = await platform.app.inject({
        method: 'GET',
        url: `/api/feed/flags/${String(country.id)}.svg`,
      });
      bodies.set(country.names.en, response.body);
    }
    expect(new Set(bodies.values()).size).toBe(countries.length);
    // Generated stripes drew both as white over red; the real flags differ at a glance.
    expect(bodies.get('England')).toContain('#D80027');
    expect(bodies.get('Chile')).toContain('#0037A1');
    expect(bodies.get('England')).not.toContain('#0037A1');
  });

  it('should answer 404 for an unknown country and 400 for a malformed name', async () => {
    const unknown = await platform.app.inject({ method: 'GET', url: '/api/feed/flags/999.svg' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await platform.app.inject({ method: 'GET', url: '/api/feed/flags/x.png' });
    expect(malformed.statusCode).toBe(400);
  });
});
