import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../schemas/inlinedBrand.ts';
import { BrandLoadError, inlinedBrand, isPublishedBrand, loadBrand } from './loadBrand.ts';

const respondWith =
  (body: unknown, status = 200): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

/** A brand as publishing leaves it: every rule passed, defaults filled in. */
const publishedBrand = {
  id: 'demo',
  name: 'Demo Bet',
  languages: { enabled: ['es-es'], default: 'es-es' },
  currencies: { enabled: ['CLP'], default: 'CLP' },
  polling: { liveMs: 5000, balanceMs: 5000, jackpotsMs: 25000 },
};

describe('loadBrand', () => {
  it('should return the published brand as it is', async () => {
    await expect(loadBrand(respondWith(publishedBrand))).resolves.toEqual(publishedBrand);
  });

  it('should fail with a retryable error on an HTTP failure', async () => {
    await expect(loadBrand(respondWith('nope', 404))).rejects.toBeInstanceOf(BrandLoadError);
  });

  it('should fail with a retryable error when the network is down', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadBrand(offline)).rejects.toThrow('could not be fetched');
  });

  it('should refuse an answer that is not JSON, as a load failure (players get no problem list)', async () => {
    await expect(loadBrand(respondWith('<html>'))).rejects.toBeInstanceOf(BrandLoadError);
  });

  it('should refuse a source served as it is, before publishing filled its defaults', async () => {
    const { polling: _polling, ...source } = publishedBrand;
    await expect(loadBrand(respondWith(source))).rejects.toThrow('not a published brand');
  });
});

describe('isPublishedBrand', () => {
  it.each([
    ['null', null],
    ['an array', [publishedBrand]],
    ['no id', { ...publishedBrand, id: undefined }],
    ['languages without a default', { ...publishedBrand, languages: { enabled: ['es-es'] } }],
    ['currencies as a string', { ...publishedBrand, currencies: 'CLP' }],
  ])('should not take %s for a published brand', (_what, value) => {
    expect(isPublishedBrand(value)).toBe(false);
  });
});

/** A page whose only element is the inlined brand block, with `text` in it. */
const pageWith = (text: string | undefined): Pick<Document, 'getElementById'> => ({
  getElementById: (id) =>
    text === undefined || id !== 'published-brand' ? null : ({ textContent: text } as HTMLElement),
});

const unreachable: typeof fetch = () => Promise.reject(new Error('/brand.json was fetched'));

describe('the brand inlined in the page', () => {
  it('should start from the page’s brand without fetching /brand.json', async () => {
    const page = pageWith(JSON.stringify(publishedBrand));
    await expect(loadBrand(unreachable, page)).resolves.toEqual(publishedBrand);
  });

  it('should read back a brand whose texts hold </script>, as the page escapes it', () => {
    const tricky = { ...publishedBrand, name: 'Bet </script><script>alert(1)</script> <!--' };
    const written = scriptSafeJson(JSON.stringify(tricky));
    expect(written).not.toContain('<');
    expect(inlinedBrand(pageWith(written))).toEqual(tricky);
  });

  it('should fetch /brand.json when the page has no brand, a broken one or a source file', async () => {
    const source = { id: 'demo', name: 'Demo Bet', languages: {}, currencies: {} };
    for (const text of [undefined, '', '{"id":', JSON.stringify(source)]) {
      await expect(loadBrand(respondWith(publishedBrand), pageWith(text))).resolves.toEqual(
        publishedBrand,
      );
    }
  });
});
