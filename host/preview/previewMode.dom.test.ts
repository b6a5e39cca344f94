import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPaths } from '../../schemas/studioApi.ts';
import { studioPreviewMessageType, studioPreviewReadyType } from '../../schemas/studioPreview.ts';
import { studioPreviewRequest } from './previewFlag.ts';
import { followStudio, loadPreviewBrand } from './previewMode.ts';

const brand = (name: string) => ({
  id: 'demo',
  name,
  languages: { enabled: ['es-es', 'en-US'], default: 'es-es' },
  currencies: { enabled: ['EUR'], default: 'EUR' },
  polling: {},
});

const at = (search: string) => ({ search }) as Location;

afterEach(() => window.sessionStorage.clear());

describe('studioPreviewRequest', () => {
  it('should be undefined on a player page', () => {
    expect(studioPreviewRequest(at(''))).toBeUndefined();
    expect(studioPreviewRequest(at('?lang=en'))).toBeUndefined();
  });

  it('should read the brand and language, and keep them for the tab after the query is gone', () => {
    expect(studioPreviewRequest(at('?studio-preview=nightbet&studio-lang=en-US'))).toEqual({
      brandId: 'nightbet',
      language: 'en-US',
    });
    expect(studioPreviewRequest(at('?page=2'))).toEqual({ brandId: 'nightbet', language: 'en-US' });
  });

  it('should ignore a brand id that is no folder name and an unknown language', () => {
    expect(studioPreviewRequest(at('?studio-preview=..%2Fx'))).toBeUndefined();
    expect(studioPreviewRequest(at('?studio-preview=demo&studio-lang=xx'))).toEqual({
      brandId: 'demo',
      language: undefined,
    });
  });
});

describe('loadPreviewBrand', () => {
  it("should load the draft from the studio's preview URL", async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(Response.json(brand('Draft'))));
    await expect(loadPreviewBrand('demo', fetchImpl)).resolves.toMatchObject({ name: 'Draft' });
    expect(fetchImpl).toHaveBeenCalledWith(studioPaths.preview('demo'), expect.anything());
  });

  it('should fall back to the published brand without a studio session', async () => {
    const fetchImpl = vi.fn((url: string) =>
      Promise.resolve(
        url === '/brand.json'
          ? Response.json(brand('Published'))
          : Response.json({ success: false, codeStatus: 390 }, { status: 401 }),
      ),
    );
    await expect(loadPreviewBrand('demo', fetchImpl as typeof fetch)).resolves.toMatchObject({
      name: 'Published',
    });
  });
});

describe('followStudio', () => {
  /** A frame's window: its parent is another window of the same origin. */
  function frameWindow() {
    const postMessage = vi.fn();
    const parent = { postMessage } as unknown as Window;
    const target = Object.assign(new EventTarget(), {
      parent,
      location: { origin: 'https://brand.test' },
    }) as unknown as Window;
    return { parent, target, postMessage };
  }
  const post = (target: Window, data: unknown, origin: string, source: unknown) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('should tell the parent it listens and take drafts from it only', () => {
    const { parent, target, postMessage } = frameWindow();
    const onBrand = vi.fn();
    const stop = followStudio(onBrand, target);
    expect(postMessage).toHaveBeenCalledWith(
      { type: studioPreviewReadyType },
      'https://brand.test',
    );
    const message = { type: studioPreviewMessageType, brand: brand('Pushed') };
    post(target, message, 'https://evil.test', parent);
    post(target, message, 'https://brand.test', null);
    post(
      target,
      { type: studioPreviewMessageType, brand: { name: 'half' } },
      'https://brand.test',
      parent,
    );
    post(target, { type: 'other', brand: brand('Other') }, 'https://brand.test', parent);
    expect(onBrand).not.toHaveBeenCalled();
    post(target, message, 'https://brand.test', parent);
    expect(onBrand).toHaveBeenCalledWith(brand('Pushed'));
    stop();
    post(target, message, 'https://brand.test', parent);
    expect(onBrand).toHaveBeenCalledTimes(1);
  });

  it('should do nothing in a page that is not framed', () => {
    const onBrand = vi.fn();
    followStudio(onBrand, window);
    expect(onBrand).not.toHaveBeenCalled();
  });
});
