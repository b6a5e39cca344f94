import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { baseRoutes } from '../testing/fixtures.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import AppOpenHandler from './AppOpenHandler.tsx';

vi.mock('../api/leavePage.ts', () => ({ leaveTo: vi.fn() }));

const partnerAnswer = { promocode: 'WELCOME100', referral_id: '77' };

async function setup(path: string, session: Session, routes: FixtureRoutes = {}) {
  const api = createFixtureApi({
    ...baseRoutes,
    'POST /api/user/partner/promocode': partnerAnswer,
    ...routes,
  });
  await renderAuth(<AppOpenHandler />, { api, path, session });
  return { api };
}

/** Lets the handler's effects and any request they start run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

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
