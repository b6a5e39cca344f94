import { describe, expect, it, vi } from 'vitest';
import type { FeatureModule } from '../../features/core/featureModule.ts';
import { createFixtureApi } from '../../features/core/testing/index.ts';
import { warmFirstPage } from './firstPage.ts';

const context = { api: createFixtureApi({}), language: 'es', languageTag: 'es-ES' };
const loaded = () => Promise.resolve({ default: () => null });
const translations = () => Promise.resolve({ default: {} });

function features() {
  const casino = {
    id: 'casino',
    screens: { slotsHome: vi.fn(loaded), slotsMain: vi.fn(loaded) },
    locales: { namespace: 'casino', load: vi.fn(translations) },
    prefetch: vi.fn<NonNullable<FeatureModule['prefetch']>>(),
  } satisfies FeatureModule;
  const content = {
    id: 'content',
    locales: { namespace: 'content', load: vi.fn(translations) },
    shell: { pageBanner: vi.fn(loaded) },
  } satisfies FeatureModule;
  const sports = {
    id: 'sports',
    screens: { lineTopEvents: vi.fn(loaded) },
    locales: { namespace: 'sports', load: vi.fn(translations) },
  } satisfies FeatureModule;
  return { casino, content, sports };
}

describe('warmFirstPage', () => {
  it('should start the root redirect target: its screen, translations, slider and data', () => {
    const { casino, content, sports } = features();
    warmFirstPage({ pathname: '/', search: '?sC=popular' }, [casino, content, sports], context);

    expect(casino.screens.slotsHome).toHaveBeenCalledOnce();
    expect(casino.screens.slotsMain).not.toHaveBeenCalled();
    expect(casino.locales.load).toHaveBeenCalledWith('es-ES');
    expect(content.shell.pageBanner).toHaveBeenCalledOnce();
    expect(content.locales.load).toHaveBeenCalledWith('es-ES');
    expect(sports.screens.lineTopEvents).not.toHaveBeenCalled();
    expect(sports.locales.load).not.toHaveBeenCalled();
    const [page, prefetchContext] = casino.prefetch.mock.calls[0] ?? [];
    expect(page).toMatchObject({ routeId: 'slotsHome', withBanner: true });
    expect(page?.search.get('sC')).toBe('popular');
    expect(prefetchContext).toEqual({ api: context.api, language: 'es' });
  });

  it('should name the namespaces and settle once the chunks and the prefetched data are in', async () => {
    const { casino, content, sports } = features();
    let answer: (value: unknown) => void = () => undefined;
    casino.prefetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const warmUp = warmFirstPage(
      { pathname: '/slots/home', search: '' },
      [casino, content, sports],
      context,
    );
    expect(warmUp.namespaces).toEqual(['casino', 'content']);

    let settled = false;
    void warmUp.ready.then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(undefined);
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('should settle even when a chunk fails to load', async () => {
    const { casino } = features();
    casino.screens.slotsHome.mockRejectedValueOnce(new Error('offline'));
    const warmUp = warmFirstPage({ pathname: '/slots/home', search: '' }, [casino], context);
    await expect(warmUp.ready).resolves.toBeDefined();
  });

  it('should leave the slider alone on a page without it', () => {
    const { casino, content } = features();
    warmFirstPage({ pathname: '/profile/top-up', search: '' }, [casino, content], context);
    expect(content.shell.pageBanner).not.toHaveBeenCalled();
    expect(content.locales.load).not.toHaveBeenCalled();
    expect(casino.prefetch).toHaveBeenCalledWith(
      expect.objectContaining({ routeId: 'profileTopUp', withBanner: false }),
      expect.anything(),
    );
  });

  it('should do nothing for an address the app does not have', () => {
    const { casino } = features();
    warmFirstPage({ pathname: '/no/such/page/here', search: '' }, [casino], context);
    expect(casino.prefetch).not.toHaveBeenCalled();
  });
});
