import { describe, expect, it } from 'vitest';
import { BrandInvalidError, BrandLoadError, loadBrand } from './loadBrand.ts';

const respondWith =
  (body: unknown, status = 200): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

const minimalBrand = {
  id: 'demo',
  name: 'Demo Bet',
  languages: { enabled: ['es-es'] },
  currencies: { enabled: ['CLP'], default: 'CLP' },
};

describe('loadBrand', () => {
  it('should return the brand with its defaults filled in', async () => {
    const brand = await loadBrand(respondWith(minimalBrand));
    expect(brand.name).toBe('Demo Bet');
    expect(brand.languages.default).toBe('es-es');
    expect(brand.polling).toEqual({ liveMs: 5000, balanceMs: 5000, jackpotsMs: 25000 });
    expect(brand.limits?.bets).toMatchObject({ min: 1, max: 10000 });
  });

  it('should fail with a retryable error on an HTTP failure', async () => {
    await expect(loadBrand(respondWith('nope', 404))).rejects.toBeInstanceOf(BrandLoadError);
  });

  it('should fail with a retryable error when the network is down', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadBrand(offline)).rejects.toThrow('could not be fetched');
  });

  it('should list every problem of an invalid brand with its JSON path', async () => {
    const invalid = {
      ...minimalBrand,
      languages: { enabled: ['es-es'], default: 'en-US' },
      currencies: { enabled: ['FUN'], default: 'CLP' },
      colour: 'blue',
    };
    const error = await loadBrand(respondWith(invalid)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandInvalidError);
    expect((error as BrandInvalidError).problems).toEqual(
      expect.arrayContaining([
        { path: '/colour', message: expect.stringContaining('not a setting') as string },
        { path: '/currencies/enabled/0', message: 'FUN is shown as RUB and cannot be listed' },
      ]),
    );
  });

  it('should call a file that is not JSON invalid, not unreachable', async () => {
    await expect(loadBrand(respondWith('<html>'))).rejects.toBeInstanceOf(BrandInvalidError);
  });
});
