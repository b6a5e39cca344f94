import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi } from '../../core/testing/index.ts';
import { baseRoutes, failsWith, oneClickAccount } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import { RegistrationPanel } from './RegistrationPanel.tsx';

async function setup(answer: unknown) {
  const api = createFixtureApi({ ...baseRoutes, 'POST /api/user/signup/one-click': answer });
  const refresh = vi.fn(() => Promise.resolve());
  const onRegistered = vi.fn();
  const onSignIn = vi.fn();
  await renderAuth(<RegistrationPanel onRegistered={onRegistered} onSignIn={onSignIn} />, {
    api,
    actions: { refresh },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'One click' }));
  return { api, refresh, onRegistered, onSignIn, user };
}

describe('RegistrationPanel, one click', () => {
  beforeEach(() => resetNotices());

  it('should show the generated credentials, copy them and sign in on continue', async () => {
    const { api, refresh, onRegistered, user } = await setup(oneClickAccount);
    await user.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    expect(screen.getByText('Accept the terms and conditions to sign up.')).toBeVisible();
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'One-click sign-up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your account is ready' });
    expect(api.calls.at(-1)?.body).toEqual({
      birth_date: '1990-05-17',
      currency: 'CLP',
      lang: 'en',
    });
    expect(within(dialog).getByText('k7bqm2xz')).toBeVisible();
    expect(within(dialog).getByText('40271953')).toBeVisible();
    // Signed in on the platform already; the session is re-read only when the player moves on.
    expect(refresh).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('40271953');
    await user.click(within(dialog).getByRole('button', { name: 'Copy login' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('k7bqm2xz');
    expect(noticeMessages()).toEqual(['notice.copiedSuccess', 'notice.copiedSuccess']);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(refresh).toHaveBeenCalledOnce();
    expect(noticeMessages()).toContain('notice.successAuth');
  });

  it('should continue the same way when the dialog is closed', async () => {
    const { onRegistered, user } = await setup(oneClickAccount);
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    await screen.findByRole('dialog', { name: 'Your account is ready' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
  });

  it('should show a failure on the form', async () => {
    const { onRegistered, user } = await setup(failsWith(429, 429));
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('should offer sign-in instead', async () => {
    const { onSignIn, user } = await setup(oneClickAccount);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
