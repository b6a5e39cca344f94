import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { createFixtureApi, fixtureBrand } from '../../../core/testing/index.ts';
import { downloadBannerStorageKey } from '../model/bannerMemory.ts';
import { renderPages } from '../testing/renderPages.tsx';
import DownloadBanner from './DownloadBanner.tsx';

afterEach(() => {
  localStorage.clear();
});

const title = () => screen.getByRole('button', { name: 'Get our Android app' });

describe('DownloadBanner', () => {
  it('should start closed and open to the download button', async () => {
    await renderPages(<DownloadBanner />, { api: createFixtureApi({}), path: '/slots/home' });
    expect(screen.getByRole('region', { name: 'Android app' })).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Download for Android/ })).toBeNull();
    await userEvent.click(title());
    expect(title()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      'https://downloads.example.com/demo-bet.apk',
    );
    await userEvent.click(title());
    expect(title()).toHaveAttribute('aria-expanded', 'false');
  });

  it('should go away when closed and remember it', async () => {
    const first = await renderPages(<DownloadBanner />, {
      api: createFixtureApi({}),
      path: '/slots/home',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close the app announcement' }));
    expect(screen.queryByRole('region', { name: 'Android app' })).toBeNull();
    expect(localStorage.getItem(downloadBannerStorageKey)).toBe('closed');
    first.unmount();
    await renderPages(<DownloadBanner />, { api: createFixtureApi({}), path: '/slots/home' });
    expect(screen.queryByRole('region', { name: 'Android app' })).toBeNull();
  });

  it('should ignore a corrupt remembered value', async () => {
    localStorage.setItem(downloadBannerStorageKey, '{"closed":');
    await renderPages(<DownloadBanner />, { api: createFixtureApi({}), path: '/slots/home' });
    expect(screen.getByRole('region', { name: 'Android app' })).toBeInTheDocument();
  });

  it('should show nothing for a brand without an app, and not on the download page', async () => {
    const brand: Brand = { ...fixtureBrand, downloadApp: {} };
    const api = createFixtureApi({ 'GET /api/site/download-url': { downloadUrl: '' } });
    const noApp = await renderPages(<DownloadBanner />, { api, brand, path: '/slots/home' });
    await screen.findByRole('status', { name: 'Current address' });
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Android app' })).toBeNull();
    noApp.unmount();
    await renderPages(<DownloadBanner />, { api: createFixtureApi({}), path: '/download-app' });
    expect(screen.queryByRole('region', { name: 'Android app' })).toBeNull();
  });
});
