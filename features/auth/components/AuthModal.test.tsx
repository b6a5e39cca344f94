import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal, openAuthModal, useAuthModal } from '../../core/authModal/index.ts';
import { createFixtureApi } from '../../core/testing/index.ts';
import { baseRoutes, signedInAnswer } from '../testing/fixtures.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import AuthModal from './AuthModal.tsx';

function OpenState() {
  const state = useAuthModal();
  return <output aria-label="modal">{state.open ? state.type : 'closed'}</output>;
}

async function setup() {
  const api = createFixtureApi({ ...baseRoutes, 'POST /api/user/login/email': signedInAnswer });
  const refresh = vi.fn(() => Promise.resolve());
  await renderAuth(
    <>
      <AuthModal />
      <OpenState />
    </>,
    { api, actions: { refresh } },
  );
  return { api, refresh, user: userEvent.setup() };
}

describe('AuthModal', () => {
  afterEach(() => act(() => closeAuthModal()));

  it('should open on the asked face and switch between faces', async () => {
    const { user } = await setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAuthModal('registration'));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Password recovery' })).toBeVisible();

    act(() => openAuthModal('sign-in'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('should close after signing in', async () => {
    const { refresh, user } = await setup();
    act(() => openAuthModal());
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(field('E-mail'), 'player@demo.test');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('modal')).toHaveTextContent('closed'));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('should close with its close button', async () => {
    const { user } = await setup();
    act(() => openAuthModal());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('modal')).toHaveTextContent('closed');
  });
});
