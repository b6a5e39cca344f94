import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import { baseRoutes, signedInAnswer } from '../testing/fixtures.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import AuthScreen from './AuthScreen.tsx';

const api = () =>
  createFixtureApi({
    ...baseRoutes,
    'POST /api/user/login/email': signedInAnswer,
    'POST /api/user/password/restore': null,
  });

async function render(path: string, state?: unknown) {
  await renderAuth(<AuthScreen />, { api: api(), path, state, routePattern: '/auth/:type' });
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('E-mail'), 'player@demo.test');
  await user.type(field('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('AuthScreen', () => {
  it('should show sign-in and go to the casino home after signing in', async () => {
    const user = await render('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await signIn(user);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/slots/home'));
  });

  it('should go back to the page the player came from', async () => {
    const user = await render('/auth/login', { from: '/profile/top-up' });
    await signIn(user);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/profile/top-up'),
    );
  });

  it('should take the from page of the address too, but never another site', async () => {
    const user = await render('/auth/login?from=https://evil.example/');
    await signIn(user);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/slots/home'));
  });

  it('should show registration and move to sign-in and back', async () => {
    const user = await render('/auth/registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/auth/registration');
  });

  it('should redirect /auth/sign-up to registration', async () => {
    await render('/auth/sign-up');
    expect(screen.getByLabelText('location')).toHaveTextContent('/auth/registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  });

  it('should open the recovery modal and close it after the e-mail is sent', async () => {
    const user = await render('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Password recovery' })).toBeVisible();
    await user.type(field('E-mail or phone number'), 'player@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
