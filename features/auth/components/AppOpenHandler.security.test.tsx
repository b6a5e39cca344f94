import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import { encodeCredential } from '../model/credentialsCodec.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { baseRoutes, signedInAnswer } from '../testing/fixtures.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import AppOpenHandler from './AppOpenHandler.tsx';

vi.mock('../api/leavePage.ts', () => ({ leaveTo: vi.fn() }));

const partnerAnswer = { promocode: 'WELCOME100', referral_id: '77' };

async function setup(path: string, session: Session, routes: FixtureRoutes = {}) {
  const api = createFixtureApi({
    ...baseRoutes,
    'POST /api/user/partner/promocode': partnerAnswer,
    'POST /api/user/login': signedInAnswer,
    ...routes,
  });
  const refresh = vi.fn(() => Promise.resolve());
  await renderAuth(<AppOpenHandler />, { api, path, session, actions: { refresh } });
  return { api, refresh };
}

const location = () => screen.getByLabelText('location');

// The dialog's chunk loads the first time it is asked for, which a busy machine makes slow.
const findSwitchDialog = () =>
  screen.findByRole('dialog', { name: 'Switch account?' }, { timeout: 5000 });
const attackerLink = `/slots/home?log=${encodeCredential('attacker@evil.test')}&pas=${encodeCredential('hunter22')}`;

/** Lets the handler's effects and any request they start run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const loginCalls = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.filter((call) => call.path === '/api/user/login');

const partnerCalls = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.filter((call) => call.path === '/api/user/partner/promocode');

describe('a partner link (?betting=&ref_id=) rebinding a signed-in player’s referral', () => {
  beforeEach(() => {
    resetNotices();
    sessionStorage.clear();
  });

  it('should not send the referral for a player who is already signed in', async () => {
    const { api } = await setup('/slots/home?betting=ATTACKER1&ref_id=666', signedInSession);
    await waitFor(() => expect(rememberedPromoCode()).toBe('ATTACKER1'));
    await settle();
    expect(partnerCalls(api)).toEqual([]);
  });

  it('should not send a guest’s partner link when they then sign in to an existing account', async () => {
    await setup('/slots/home?betting=ATTACKER1&ref_id=666', { status: 'guest' });
    // The same tab later, signed in to an account that exists already (not a sign-up).
    const { api } = await setup('/slots/home', signedInSession);
    await settle();
    expect(partnerCalls(api)).toEqual([]);
  });
});

describe('a ?log=&pas= link signing a signed-in player into someone else’s account', () => {
  beforeEach(() => {
    resetNotices();
    sessionStorage.clear();
  });

  it('should not switch accounts silently, and ask instead', async () => {
    const { api, refresh } = await setup(attackerLink, signedInSession);
    const dialog = await findSwitchDialog();
    expect(dialog).toHaveTextContent('player@demo.test');
    expect(dialog).toHaveTextContent('attacker@evil.test');
    // The password never stays in the address, whatever the answer.
    expect(location()).toHaveTextContent(/^\/slots\/home$/);
    await settle();
    expect(loginCalls(api)).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('should stay signed in as the same player when they choose to stay', async () => {
    const { api } = await setup(attackerLink, signedInSession);
    const dialog = await findSwitchDialog();
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    // The safe answer is the one a stray Enter gives.
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.click(stay);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await settle();
    expect(loginCalls(api)).toEqual([]);
  });

  it('should not sign in again over the same signed-in account', async () => {
    const sameAccount = `/slots/home?log=${encodeCredential('PLAYER@demo.test')}&pas=${encodeCredential('demo1234')}`;
    const { api } = await setup(sameAccount, signedInSession);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/slots\/home$/));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loginCalls(api)).toEqual([]);
  });

  it('should wait for the auth check before it signs anyone in', async () => {
    const { api } = await setup(attackerLink, { status: 'checking' });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/slots\/home$/));
    await settle();
    expect(loginCalls(api)).toEqual([]);
  });
});
