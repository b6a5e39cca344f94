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
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 30 20">.*<\/svg>$/);
    }
  });

  it('should answer 404 for an unknown country and 400 for a malformed name', async () => {
    const unknown = await platform.app.inject({ method: 'GET', url: '/api/feed/flags/999.svg' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await platform.app.inject({ method: 'GET', url: '/api/feed/flags/x.png' });
    expect(malformed.statusCode).toBe(400);
  });
});
