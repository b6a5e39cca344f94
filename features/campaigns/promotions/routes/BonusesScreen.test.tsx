import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  signedInSession,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { settingsPath } from '../api/bonusSettings.ts';
import { settingsFixture, usdSettingsFixture } from '../testing/fixtures.ts';
import { renderPromotions } from '../testing/renderPromotions.tsx';
import BonusesScreen from './BonusesScreen.tsx';

const route = `GET ${settingsPath}`;

async function renderScreen(
  routes: FixtureRoutes = {},
  { session = signedInSession, brand }: { session?: Session; brand?: Brand } = {},
) {
  const api = createFixtureApi({ [route]: settingsFixture, ...routes });
  await renderPromotions(<BonusesScreen />, { api, session, brand, path: '/bellator' });
  return { api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('BonusesScreen', () => {
  it("should show the welcome bonus the platform credits, in the player's currency", async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      [settingsPath, { lang: 'en' }],
    ]);
    expect(card('Welcome bonus')).toHaveTextContent('$10,000');
    expect(card('Welcome bonus')).toHaveTextContent(
      'Credited to your bonus balance as soon as you sign up.',
    );
  });

  it('should show no number the platform does not pay, whatever the settings say', async () => {
    // The settings carry the spec's express bonus, cashback and bonus bets; nothing pays them.
    expect(settingsFixture.limits.bonus).toMatchObject({
      maxBonusPercent: 10,
      cashbackBet: 0.05,
      cashbackPayment: 0.1,
      maxBetCount: 30,
    });
    await renderScreen();
    await screen.findByRole('article', { name: 'Welcome bonus' });
    const titles = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Welcome bonus', 'Weekly free bets', 'Phone prize draw']);
    expect(document.body).not.toHaveTextContent(/express|cashback|%/i);
  });

  it("should show the brand's campaigns with links to their pages", async () => {
    await renderScreen();
    const freeBets = await screen.findByRole('article', { name: 'Weekly free bets' });
    // The demo brand's campaign pays in its players' pesos, not in manat.
    expect(freeBets).toHaveTextContent('$100');
    expect(freeBets).toHaveTextContent('One free bet for every $1,200 staked on sport.');
    expect(freeBets).toHaveTextContent('Up to 5 free bets a week.');
    expect(freeBets).toHaveTextContent('Free bets go on odds from 1.75 to 50.00.');
    expect(within(freeBets).getByRole('link', { name: 'See my free bets' })).toHaveAttribute(
      'href',
      '/free-bets',
    );
    expect(
      within(card('Phone prize draw')).getByRole('link', { name: 'See the winners' }),
    ).toHaveAttribute('href', '/promotions');
  });

  it('should leave out the campaigns a brand switches off', async () => {
    await renderScreen(
      {},
      {
        brand: {
          ...fixtureBrand,
          campaigns: { freeBets: { enabled: false }, promotions: { enabled: false } },
        },
      },
    );
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(screen.queryByRole('article', { name: 'Weekly free bets' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Phone prize draw' })).toBeNull();
  });

  it("should follow the player's currency", async () => {
    await renderScreen({ [route]: usdSettingsFixture });
    expect(await screen.findByRole('article', { name: 'Welcome bonus' })).toHaveTextContent(
      '$10.00',
    );
  });

  it('should invite a guest to sign up for the welcome bonus', async () => {
    const { user } = await renderScreen({}, { session: { status: 'guest' } });
    const call = await screen.findByRole('region', { name: 'Sign up and claim your bonuses' });
    expect(call).toHaveTextContent('get a $10,000 welcome bonus');
    expect(screen.getByRole('article', { name: 'Weekly free bets' })).toBeVisible();
    await user.click(within(call).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('registration');
    await user.click(within(call).getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
  });

  it('should not invite a player to sign up', async () => {
    await renderScreen();
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('should say when no bonus is on offer', async () => {
    await renderScreen(
      { [route]: { ...settingsFixture, limits: { ...settingsFixture.limits, bonus: {} } } },
      { brand: { ...fixtureBrand, campaigns: {} } },
    );
    expect(await screen.findByRole('heading', { name: 'No bonuses right now' })).toBeVisible();
  });

  it('should show a failure and load again on retry', async () => {
    let fail = true;
    const { user } = await renderScreen({
      [route]: () => {
        if (fail) throw new ApiError({ kind: 'server', httpStatus: 500 });
        return settingsFixture;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bonuses could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome bonus' })).toBeVisible();
  });

  it('should wait for the session before asking for settings', async () => {
    const { api } = await renderScreen({}, { session: { status: 'checking' } });
    expect(screen.getByText('Loading the bonuses…').closest('[role="status"]')).not.toBeNull();
    expect(api.calls).toEqual([]);
  });
});
