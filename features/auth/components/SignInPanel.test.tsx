import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { leaveTo } from '../api/leavePage.ts';
import { baseRoutes, failsWith, signedInAnswer } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import { SignInPanel } from './SignInPanel.tsx';

vi.mock('../api/leavePage.ts', () => ({ leaveTo: vi.fn() }));

async function setup(routes: FixtureRoutes) {
  const api = createFixtureApi({ ...baseRoutes, ...routes });
  const refresh = vi.fn(() => Promise.resolve());
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  await renderAuth(
    <SignInPanel
      onSignedIn={onSignedIn}
      onForgotPassword={onForgotPassword}
      onRegister={() => undefined}
    />,
    { api, actions: { refresh } },
  );
  return { api, refresh, onSignedIn, onForgotPassword, user: userEvent.setup() };
}

const bodyOf = (api: ReturnType<typeof createFixtureApi>, path: string) =>
  api.calls.find((call) => call.path === path)?.body;

describe('SignInPanel', () => {
  beforeEach(() => resetNotices());

  it('should sign in by e-mail, re-check the session, notify and re-apply the language', async () => {
    const { api, refresh, onSignedIn, user } = await setup({
      'POST /api/user/login/email': signedInAnswer,
    });
    await user.type(field('E-mail'), 'player@demo.test');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodyOf(api, '/api/user/login/email')).toEqual({
      email: 'player@demo.test',
      password: 'demo1234',
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(noticeMessages()).toEqual(['notice.successAuth']);
    expect(bodyOf(api, '/api/bs3/remote/SetLanguage')).toEqual({ languageId: 'en' });
  });

  it('should validate on submit without calling the platform', async () => {
    const { api, user } = await setup({});
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2);
    await user.type(field('E-mail'), 'player');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('should show a refused password on the form and keep what was typed', async () => {
    const { onSignedIn, user } = await setup({
      'POST /api/user/login/email': failsWith(4, 401),
    });
    await user.type(field('E-mail'), 'player@demo.test');
    await user.type(field('Password'), 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong password. Check it and try again.',
    );
    expect(field('E-mail')).toHaveValue('player@demo.test');
    expect(field('Password')).toHaveValue('wrong-1');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('should sign in by phone with the number in international form', async () => {
    const { api, onSignedIn, user } = await setup({
      'POST /api/user/login/phone': signedInAnswer,
    });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(field('Phone number'), '98765432');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the whole phone number.')).toBeVisible();

    await user.type(field('Phone number'), '1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodyOf(api, '/api/user/login/phone')).toEqual({
      phone: '+56987654321',
      password: 'demo1234',
    });
  });

  it('should say an impossible number is no phone number and not sign in with it', async () => {
    const { api, user } = await setup({ 'POST /api/user/login/phone': signedInAnswer });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(field('Phone number'), '123456789');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field('Phone number')).toHaveAccessibleDescription(
      'This phone number is not valid. Check the country code and the digits.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('should follow the mirror redirect of the universal login (code 20)', async () => {
    const redirect = 'https://mirror.example/?log=dHNldC5vbWVk&pas=NDMyMW9tZWQ';
    const { api, onSignedIn, user } = await setup({
      'POST /api/user/login': failsWith(20, 200, { redirect }),
    });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.type(field('E-mail, phone or login'), 'player@mirror.demo.test');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(redirect));
    expect(bodyOf(api, '/api/user/login')).toEqual({
      login: 'player@mirror.demo.test',
      password: 'demo1234',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('should open recovery from the forgot-password link', async () => {
    const { onForgotPassword, user } = await setup({});
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });
});
