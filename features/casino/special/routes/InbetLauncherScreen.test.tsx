import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { LoadInbetLauncher } from '../launcher/inbetLauncher.ts';
import { forgetScriptLoads } from '../launcher/loadScript.ts';
import { fakeInbetLauncher, inbetToken, serverFailure, siteSettings } from '../testing/fixtures.ts';
import { renderSpecial, type RenderSpecialOptions } from '../testing/renderSpecial.tsx';
import InbetLauncherScreen from './InbetLauncherScreen.tsx';

type Globals = Window & { InbetLauncher?: unknown };

const routes = (overrides: FixtureRoutes = {}): FixtureRoutes => ({
  'GET /api/inbet/get_token': inbetToken(),
  'GET /api/site/settings': siteSettings(),
  ...overrides,
});

async function renderScreen(
  apiRoutes: FixtureRoutes,
  {
    loadLauncher,
    path = '/slots/inbet/inbet-fruits',
    ...options
  }: Partial<Omit<RenderSpecialOptions, 'api'>> & { loadLauncher?: LoadInbetLauncher } = {},
) {
  const api = createFixtureApi(apiRoutes);
  const view = await renderSpecial(
    <StrictMode>
      <InbetLauncherScreen loadLauncher={loadLauncher} />
    </StrictMode>,
    { api, path, ...options },
  );
  return { api, view, user: userEvent.setup() };
}

const gameRegion = () => screen.findByRole('region', { name: 'Inbet game inbet-fruits' });

afterEach(() => {
  delete (window as Globals).InbetLauncher;
  forgetScriptLoads();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('InbetLauncherScreen', () => {
  it("should load the brand's script once and start the game with the exact init options", async () => {
    const launcher = fakeInbetLauncher();
    const { api } = await renderScreen(routes());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inbet game inbet-fruits' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the game')).toBeInTheDocument();

    // The brand's script, not the token's `script`, appended once to the head.
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.src)).toEqual([
      `${window.location.origin}/demo/inbet/launcher.js`,
    ]);
    (window as Globals).InbetLauncher = launcher;
    scripts[0]?.dispatchEvent(new Event('load'));

    const region = await gameRegion();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Spin' })).toBeVisible());
    const options = launcher.inits.at(-1);
    expect(options).toEqual({
      container: region,
      path: '/demo/inbet/',
      game: 'inbet-fruits',
      billing: '/api/inbet/billing',
      token: 'inbet-token-1',
      coefficient: 1,
      currency: 'CLP',
      language: 'en_US',
      homePage: '/slots/main',
    });
    expect(api.calls.filter((call) => call.path === '/api/inbet/get_token')).toEqual([
      expect.objectContaining({ method: 'GET', query: { game: 'inbet-fruits', lang: 'en' } }),
    ]);
  });

  it('should destroy the game when the page unmounts', async () => {
    const launcher = fakeInbetLauncher();
    const { view } = await renderScreen(routes(), {
      loadLauncher: () => Promise.resolve(launcher),
    });
    const region = await gameRegion();
    await waitFor(() => expect(region).not.toBeEmptyDOMElement());
    const destroyedBefore = launcher.destroyed();
    view.unmount();
    expect(launcher.destroyed()).toBe(destroyedBefore + 1);
    // Strict mode mounts twice: every init has its destroy.
    expect(launcher.destroyed()).toBe(launcher.inits.length);
  });

  it.each([
    ['es-ES', 'es_ES', 'Juego Inbet inbet-fruits'],
    ['pt-PT', 'pt_PT', 'Jogo Inbet inbet-fruits'],
  ] as const)('should pass the %s interface as %s', async (language, code, title) => {
    const launcher = fakeInbetLauncher();
    const { api } = await renderScreen(routes(), {
      language,
      loadLauncher: () => Promise.resolve(launcher),
    });
    await screen.findByRole('region', { name: title });
    await waitFor(() => expect(launcher.inits.at(-1)?.language).toBe(code));
    expect(api.calls.find((call) => call.path === '/api/inbet/get_token')?.query.lang).toBe(
      language.slice(0, 2),
    );
  });

  it("should take the coefficient of the token's currency from the settings, default 100", async () => {
    const usd = fakeInbetLauncher();
    await renderScreen(
      routes({ 'GET /api/inbet/get_token': inbetToken({ currency: 'USD', coefficient: 100 }) }),
      { loadLauncher: () => Promise.resolve(usd) },
    );
    await waitFor(() => expect(usd.inits.at(-1)?.coefficient).toBe(100));
  });

  it('should fall back to 100 when the settings lack the currency or fail', async () => {
    const missing = fakeInbetLauncher();
    const first = await renderScreen(routes({ 'GET /api/site/settings': siteSettings({}) }), {
      loadLauncher: () => Promise.resolve(missing),
    });
    await waitFor(() => expect(missing.inits.at(-1)?.coefficient).toBe(100));
    first.view.unmount();

    const failing = fakeInbetLauncher();
    await renderScreen(routes({ 'GET /api/site/settings': serverFailure(500, 500) }), {
      loadLauncher: () => Promise.resolve(failing),
    });
    await waitFor(() => expect(failing.inits.at(-1)?.coefficient).toBe(100));
  });

  it('should explain a token failure and try again', async () => {
    let attempt = 0;
    const launcher = fakeInbetLauncher();
    const { user } = await renderScreen(
      routes({
        'GET /api/inbet/get_token': () =>
          ++attempt === 1 ? serverFailure(404, 404, 'not allowed to place bets')() : inbetToken(),
      }),
      { loadLauncher: () => Promise.resolve(launcher) },
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'The game could not be opened' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('This account is not allowed to place bets.');
    expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute(
      'href',
      '/slots/main',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gameRegion();
    await waitFor(() => expect(launcher.inits).not.toHaveLength(0));
  });

  it('should explain a script failure and load it again', async () => {
    const launcher = fakeInbetLauncher();
    const loadLauncher = vi
      .fn<LoadInbetLauncher>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(launcher);
    const { user } = await renderScreen(routes(), { loadLauncher });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'The game could not be loaded' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gameRegion();
    expect(loadLauncher).toHaveBeenLastCalledWith('/demo/inbet/launcher.js');
  });

  it('should offer a retry when init throws', async () => {
    const launcher = fakeInbetLauncher();
    const broken = {
      init: vi.fn(() => {
        throw new Error('InbetLauncher: token is required');
      }),
    };
    const loadLauncher = vi
      .fn<LoadInbetLauncher>()
      .mockResolvedValueOnce(broken)
      .mockResolvedValue(launcher);
    const { user } = await renderScreen(routes(), { loadLauncher });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gameRegion();
    await waitFor(() => expect(launcher.inits).not.toHaveLength(0));
  });

  it('should ask a guest to sign in and make no call', async () => {
    const loadLauncher = vi.fn<LoadInbetLauncher>();
    const { api, user } = await renderScreen(routes(), {
      session: { status: 'guest' } satisfies Session,
      loadLauncher,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls.filter((call) => call.path === '/api/inbet/get_token')).toEqual([]);
    expect(loadLauncher).not.toHaveBeenCalled();
  });

  it('should wait for the auth check', async () => {
    const loadLauncher = vi.fn<LoadInbetLauncher>();
    const { api } = await renderScreen(routes(), {
      session: { status: 'checking' },
      loadLauncher,
    });
    expect(screen.getByText('Loading the game')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(loadLauncher).not.toHaveBeenCalled();
  });

  it.each([
    [
      'no inbet entry',
      { ...fixtureBrand, integrations: { ...fixtureBrand.integrations, inbet: undefined } },
    ],
    [
      'an unsafe script address',
      { ...fixtureBrand, integrations: { inbet: { scriptUrl: 'javascript:alert(1)' } } },
    ],
  ])('should say the game is not available with %s', async (_case, brand: Brand) => {
    const loadLauncher = vi.fn<LoadInbetLauncher>();
    const { api } = await renderScreen(routes(), { brand, loadLauncher });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Game not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute(
      'href',
      '/slots/main',
    );
    expect(api.calls.filter((call) => call.path === '/api/inbet/get_token')).toEqual([]);
    expect(loadLauncher).not.toHaveBeenCalled();
  });

  it('should call an address without a valid game id not found', async () => {
    const { api } = await renderScreen(routes(), {
      path: '/slots/inbet/bad%20id',
      session: signedInSession,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/inbet/get_token')).toEqual([]);
  });

  it('should keep showing the loading state while the token is on its way', async () => {
    await renderScreen(routes({ 'GET /api/inbet/get_token': neverAnswer }), {
      loadLauncher: () => Promise.resolve(fakeInbetLauncher()),
    });
    expect(await screen.findByText('Loading the game')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
