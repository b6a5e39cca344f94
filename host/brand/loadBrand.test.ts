import { describe, expect, it } from 'vitest';
import { BrandLoadError, loadBrand } from './loadBrand.ts';

const respondWith =
  (body: unknown, status = 200): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

describe('loadBrand', () => {
  it('should return the brand served beside the build', async () => {
    const brand = { id: 'demo', name: 'Demo Bet', languages: ['es-es'], defaultLanguage: 'es-es' };
    await expect(loadBrand(respondWith(brand))).resolves.toEqual(brand);
  });

  it('should fail with a clear error on an HTTP failure', async () => {
    await expect(loadBrand(respondWith('nope', 404))).rejects.toThrow('HTTP 404');
  });

  it('should reject a file that is not JSON', async () => {
    await expect(loadBrand(respondWith('<html>'))).rejects.toBeInstanceOf(BrandLoadError);
  });

  it('should reject a brand with an unknown language', async () => {
    const brand = { id: 'demo', name: 'Demo', languages: ['xx'], defaultLanguage: 'es-es' };
    await expect(loadBrand(respondWith(brand))).rejects.toBeInstanceOf(BrandLoadError);
  });

  it('should fail with a clear error when the network is down', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadBrand(offline)).rejects.toThrow('could not be fetched');
  });
});
