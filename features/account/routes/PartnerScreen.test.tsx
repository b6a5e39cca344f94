import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal, useAuthModal } from '../../core/authModal/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import { partnerCodeStorageKey } from '../model/partner.ts';
import { partnerSession } from '../testing/fixtures.ts';
import { renderAccount, type RenderAccountOptions } from '../testing/renderAccount.tsx';
import PartnerScreen from './PartnerScreen.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetNotices();
  act(() => closeAuthModal());
});

async function renderScreen(session: Session, options: Partial<RenderAccountOptions> = {}) {
  await renderAccount(<PartnerScreen />, {
    api: createFixtureApi({}),
    session,
    path: '/partner',
    ...options,
  });
  return userEvent.setup();
}

const account = () => screen.getByRole('region', { name: 'Your partner account' });
const invite = () => screen.getByRole('region', { name: 'Invite players' });
const detail = (term: string) => within(account()).getByText(term).closest('div');
const notifications = () => screen.getByRole('list', { name: 'Notifications' });

describe('PartnerScreen', () => {
  it('should show a partner’s id, login, name and balances', async () => {
    await renderScreen(partnerSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner area' })).toBeInTheDocument();
    expect(detail('Partner ID')).toHaveTextContent('Partner ID2');
    expect(detail('Login')).toHaveTextContent('partner@demo.test');
    expect(detail('Name')).toHaveTextContent('Pablo Soto');
    expect(detail('Currency')).toHaveTextContent('CLP');
    expect(detail('Balance')).toHaveTextContent('$0');
    expect(detail('Bonus balance')).toHaveTextContent('$50');
  });

  it('should build the referral link from the promo code and the partner id', async () => {
    const user = await renderScreen(partnerSession);
    expect(within(invite()).getByText('Enter your promo code to build your link.')).toBeVisible();
    expect(within(invite()).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

    await user.type(within(invite()).getByLabelText('Your promo code'), 'PARTNER-DEMO');
    const link = within(invite()).getByLabelText('Referral link');
    expect(link).toHaveValue(`${window.location.origin}/?betting=PARTNER-DEMO&ref_id=2`);
    expect(link).toHaveAttribute('readonly');
    expect(localStorage.getItem(partnerCodeStorageKey(2))).toBe('PARTNER-DEMO');
  });

  it('should remember the promo code on this device', async () => {
    localStorage.setItem(partnerCodeStorageKey(2), 'PARTNER-DEMO2');
    await renderScreen(partnerSession);
    expect(within(invite()).getByLabelText('Your promo code')).toHaveValue('PARTNER-DEMO2');
    expect(within(invite()).getByLabelText('Referral link')).toHaveValue(
      `${window.location.origin}/?betting=PARTNER-DEMO2&ref_id=2`,
    );
  });

  it('should copy the link and say so', async () => {
    localStorage.setItem(partnerCodeStorageKey(2), 'PARTNER-DEMO');
    const user = await renderScreen(partnerSession);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(invite()).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?betting=PARTNER-DEMO&ref_id=2`,
    );
    expect(await within(notifications()).findByText('Copied.')).toBeVisible();
  });

  it('should say when the link cannot be copied', async () => {
    localStorage.setItem(partnerCodeStorageKey(2), 'PARTNER-DEMO');
    const user = await renderScreen(partnerSession);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(invite()).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(notifications()).findByText(
        "We couldn't copy the link. Select it and copy it yourself.",
      ),
    ).toHaveAttribute('data-type', 'error');
  });

  it('should log out and go home', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const user = await renderScreen(partnerSession, { actions: { logout } });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
  });

  it('should invite a guest to log in through the sign-in modal', async () => {
    const user = await renderScreen({ status: 'guest' });
    const modal = renderHook(() => useAuthModal());
    expect(screen.getByRole('heading', { name: 'Log in as a partner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modal.result.current).toEqual({ open: true, type: 'sign-in' });
  });

  it('should wait for the session check', async () => {
    await renderScreen({ status: 'checking' });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should tell a player the area is for partners', async () => {
    await renderScreen(signedInSession);
    expect(screen.getByRole('heading', { name: 'This area is for partners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Your partner account' })).not.toBeInTheDocument();
  });
});
