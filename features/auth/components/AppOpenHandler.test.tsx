import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import { leaveTo } from '../api/leavePage.ts';
import { encodeCredential } from '../model/credentialsCodec.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { baseRoutes, failsWith, neverAnswers, signedInAnswer } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import AppOpenHandler from './AppOpenHandler.tsx';

vi.mock('../api/leavePage.ts', () => ({ leaveTo: vi.fn() }));

const log = encodeCredential('player@mirror.demo.test');
const pas = encodeCredential('demo1234');

async function setup(path: string, routes: FixtureRoutes, session?: Session) {
  const api = createFixtureApi({ ...baseRoutes, ...routes });
  const refresh = vi.fn(() => Promise.resolve());
  await renderAuth(<AppOpenHandler />, { api, path, session, actions: { refresh } });
  return { api, refresh };
}

const location = () => screen.getByLabelText('location');

// The dialog's chunk loads the first time it is asked for, which a busy machine makes slow.
const findSwitchDialog = () =>
  screen.findByRole('dialog', { name: 'Switch account?' }, { timeout: 5000 });

describe('AppOpenHandler', () => {
  beforeEach(() => {
    resetNotices();
    sessionStorage.clear();
  });

  it('should sign in with log and pas, dropping both from the address at once', async () => {
    const { api, refresh } = await setup(`/slots/home?sC=popular&log=${log}&pas=${pas}`, {
      'POST /api/user/login': signedInAnswer,
    });
    expect(location()).toHaveTextContent(/^\/slots\/home\?sC=popular$/);
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(api.calls.find((call) => call.path === '/api/user/login')?.body).toEqual({
      login: 'player@mirror.demo.test',
      password: 'demo1234',
    });
    expect(noticeMessages()).toEqual(['notice.successAuth']);
  });

  it('should drop the pair before the platform answers', async () => {
    await setup(`/?log=${log}&pas=${pas}`, { 'POST /api/user/login': neverAnswers });
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('should follow a mirror redirect and report other failures', async () => {
    const redirect = 'https://mirror.example/?log=a&pas=b';
    await setup(`/?log=${log}&pas=${pas}`, {
      'POST /api/user/login': failsWith(20, 200, { redirect }),
    });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(redirect));
  });

  it('should report a refused auto-login', async () => {
    await setup(`/?log=${log}&pas=${pas}`, { 'POST /api/user/login': failsWith(4, 401) });
    await waitFor(() => expect(noticeMessages()).toEqual(['auth.invalidPassword']));
  });

  it("should sign in to the link's account when a signed-in player chooses to switch", async () => {
    const { api, refresh } = await setup(
      `/slots/home?log=${log}&pas=${pas}`,
      { 'POST /api/user/login': signedInAnswer },
      signedInSession,
    );
    const dialog = await findSwitchDialog();
    expect(within(dialog).getByText('player@demo.test')).toBeVisible();
    expect(within(dialog).getByText('player@mirror.demo.test')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(api.calls.find((call) => call.path === '/api/user/login')?.body).toEqual({
      login: 'player@mirror.demo.test',
      password: 'demo1234',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toHaveTextContent(/^\/slots\/home$/);
  });

  it('should remember a promo code for a guest without calling the platform', async () => {
    const { api } = await setup('/slots/home?betting=WELCOME100&ref_id=77', {});
    expect(location()).toHaveTextContent(/^\/slots\/home$/);
    expect(rememberedPromoCode()).toBe('WELCOME100');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("should keep a signed-in player's partner link for a sign-up only, sending nothing", async () => {
    const { api } = await setup(
      '/slots/home?betting=WELCOME100&ref_id=77',
      { 'POST /api/user/partner/promocode': { promocode: 'WELCOME100', referral_id: '77' } },
      signedInSession,
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/slots\/home$/));
    expect(rememberedPromoCode()).toBe('WELCOME100');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
