import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi, fixtureBrand, neverAnswer } from '../../../core/testing/index.ts';
import { renderPages } from '../testing/renderPages.tsx';
import DownloadAppScreen from './DownloadAppScreen.tsx';

/** A brand whose file names no app address: the page asks the platform. */
const brandWithoutUrl: Brand = { ...fixtureBrand, downloadApp: {} };
const downloadButton = () => screen.getByRole('button', { name: /Download for Android/ });
const currentAddress = () => screen.getByRole('status', { name: 'Current address' });

describe('DownloadAppScreen', () => {
  it('should download from the brand file address without asking the platform', async () => {
    const api = createFixtureApi({});
    await renderPages(<DownloadAppScreen />, { api, path: '/download-app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      'https://downloads.example.com/demo-bet.apk',
    );
    expect(api.calls).toEqual([]);
  });

  it('should download from the platform address, made absolute so the browser fetches it', async () => {
    const api = createFixtureApi({
      'GET /api/site/download-url': { downloadUrl: '/demo/app/brand.apk' },
    });
    await renderPages(<DownloadAppScreen />, {
      api,
      brand: brandWithoutUrl,
      path: '/download-app',
    });
    expect(await screen.findByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/demo/app/brand.apk`,
    );
  });

  it('should keep the button busy and its click prevented while the address loads', async () => {
    const api = createFixtureApi({ 'GET /api/site/download-url': neverAnswer });
    const { container } = await renderPages(<DownloadAppScreen />, {
      api,
      brand: brandWithoutUrl,
      path: '/download-app',
    });
    const clicks: boolean[] = [];
    container.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Preparing the download…')).toBeInTheDocument();
    await userEvent.click(downloadButton());
    expect(clicks).toEqual([true]);
    expect(currentAddress()).toHaveTextContent('/download-app');
  });

  it('should disable the button when the brand has no app', async () => {
    const api = createFixtureApi({ 'GET /api/site/download-url': { downloadUrl: '' } });
    await renderPages(<DownloadAppScreen />, {
      api,
      brand: brandWithoutUrl,
      path: '/download-app',
    });
    expect(
      await screen.findByText('The Android app is not available at the moment.'),
    ).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Download for Android/ })).toBeNull();
  });

  it('should say when the address cannot be had and get it on retry', async () => {
    let fail = true;
    const api = createFixtureApi({
      'GET /api/site/download-url': () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline' });
        return { downloadUrl: '/demo/app/brand.apk' };
      },
    });
    await renderPages(<DownloadAppScreen />, {
      api,
      brand: brandWithoutUrl,
      path: '/download-app',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't get the download link.",
    );
    expect(downloadButton()).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Download for Android/ })).toBeInTheDocument(),
    );
  });

  it('should offer the live chat in a new tab', async () => {
    await renderPages(<DownloadAppScreen />, { api: createFixtureApi({}), path: '/download-app' });
    const chat = screen.getByRole('link', { name: /Write to us in the live chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example.com/demo-bet');
    expect(chat).toHaveAttribute('target', '_blank');
  });
});
