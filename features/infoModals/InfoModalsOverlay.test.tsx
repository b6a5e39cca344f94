import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixtureApi,
  fixtureBrand,
  signedInSession,
  type FixtureRoutes,
} from '../core/testing/index.ts';
import InfoModalsOverlay from './InfoModalsOverlay.tsx';
import { localRecordKey } from './model/localRecord.ts';
import { defaultHiddenFlags } from './model/modalRules.ts';
import { promoImagesFixture, settingsFixture } from './testing/fixtures.ts';
import { renderInfoModals } from './testing/renderInfoModals.tsx';

function fixtureApi(routes: FixtureRoutes = {}) {
  return createFixtureApi({
    'GET /api/site/settings': settingsFixture(),
    'GET /api/site/imo_image': promoImagesFixture,
    'POST /api/site/settings/information-modal': (request: { body: { name: string } }) => ({
      ...defaultHiddenFlags,
      [request.body.name]: true,
    }),
    ...routes,
  });
}

beforeAll(async () => {
  // The overlay loads its host lazily; loading it once up front keeps the tests' timing about
  // behaviour, not about a busy machine's first transform.
  await import('./components/InfoModalHost.tsx');
});

afterEach(() => {
  localStorage.clear();
});

describe('InfoModalsOverlay', () => {
  it('should warn about impostors on the password page, and remember the dismissal on the device', async () => {
    const api = fixtureApi();
    const user = userEvent.setup();
    await renderInfoModals(<InfoModalsOverlay />, { api, path: '/profile/change-password' });

    const dialog = await screen.findByRole('dialog', { name: 'Beware of impostors' });
    expect(dialog).toHaveTextContent(`Use Demo Bet only at ${window.location.host}.`);
    expect(dialog).toHaveTextContent('support@demo-bet.example.com');

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(localRecordKey) ?? '')).toEqual({
      version: 1,
      hidden: { ...defaultHiddenFlags, impostor: true },
    });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('should not show a guest a modal the device already dismissed', async () => {
    localStorage.setItem(
      localRecordKey,
      JSON.stringify({ version: 1, hidden: { ...defaultHiddenFlags, impostor: true } }),
    );
    const api = fixtureApi();
    await renderInfoModals(<InfoModalsOverlay />, { api, path: '/profile/change-password' });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show a guest the defaults when the device record is corrupt', async () => {
    localStorage.setItem(localRecordKey, '{corrupt');
    await renderInfoModals(<InfoModalsOverlay />, {
      api: fixtureApi(),
      path: '/profile/change-password',
    });
    expect(await screen.findByRole('dialog', { name: 'Beware of impostors' })).toBeVisible();
  });

  it('should save a player’s dismissal on the platform and show no second modal', async () => {
    const api = fixtureApi();
    const user = userEvent.setup();
    await renderInfoModals(<InfoModalsOverlay />, {
      api,
      session: signedInSession,
      path: '/profile/top-up',
    });

    await screen.findByRole('dialog', { name: 'How to top up your account' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/site/settings/information-modal')?.body,
      ).toEqual({ name: 'replenishment', hidden: true }),
    );
    expect(localStorage.getItem(localRecordKey)).toBeNull();
  });

  it('should show the e-wallet notice on the top-up page once replenishment is hidden', async () => {
    const api = fixtureApi({
      'GET /api/site/settings': settingsFixture({
        ...defaultHiddenFlags,
        replenishment: true,
        webmoney: false,
      }),
    });
    await renderInfoModals(<InfoModalsOverlay />, {
      api,
      session: signedInSession,
      path: '/profile/top-up',
    });
    expect(
      await screen.findByRole('dialog', { name: 'Topping up with an e-wallet' }),
    ).toBeVisible();
  });

  it('should never show a modal the brand switches off', async () => {
    const api = fixtureApi();
    await renderInfoModals(<InfoModalsOverlay />, {
      api,
      brand: { ...fixtureBrand, informationModals: { goldenRace: false } },
      path: '/virtual-games/golden-race/12',
    });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show the withdrawal notice in Spanish', async () => {
    await renderInfoModals(<InfoModalsOverlay />, {
      api: fixtureApi(),
      session: signedInSession,
      path: '/profile/withdrawal',
      language: 'es-ES',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Antes de retirar' });
    expect(dialog).toHaveTextContent('en efectivo en una caja de Demo Bet');
  });

  it('should load nothing on a page without a modal', async () => {
    const api = fixtureApi();
    await renderInfoModals(<InfoModalsOverlay />, { api, path: '/line/top-events' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
