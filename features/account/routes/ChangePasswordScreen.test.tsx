import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';

afterEach(() => resetNotices());

async function renderScreen(routes: FixtureRoutes = {}) {
  const api = createFixtureApi(routes);
  await renderAccount(<ChangePasswordScreen />, {
    api,
    session: signedInSession,
    path: '/profile/change-password',
  });
  return { api, user: userEvent.setup() };
}

// Required fields end their label with an asterisk (hidden from assistive technology).
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });
const notifications = () => screen.getByRole('list', { name: 'Notifications' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { current?: string; next?: string; repeat?: string },
) {
  if (values.current) await user.type(field('Current password'), values.current);
  if (values.next) await user.type(field('New password'), values.next);
  if (values.repeat) await user.type(field('Repeat new password'), values.repeat);
}

const wrongPassword = () =>
  new ApiError({
    kind: 'server',
    httpStatus: 400,
    codeStatus: 4,
    serverMessage: 'Invalid password',
  });

describe('ChangePasswordScreen', () => {
  it('should show the heading and three password fields that can be shown', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  });

  it('should show and hide a password with its toggle', async () => {
    const { user } = await renderScreen();
    await user.type(field('New password'), 'abc12de');
    const [, toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(field('New password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('should refuse a repeat that differs, with the notice and no request', async () => {
    const { api, user } = await renderScreen();
    await fill(user, { current: 'demo1234', next: 'new12pass', repeat: 'new12pasz' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(api.calls).toEqual([]);
    expect(within(notifications()).getByText('The passwords do not match.')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(field('Repeat new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(field('Repeat new password')).toHaveValue('new12pasz');
  });

  it('should ask for every empty field without a request', async () => {
    const { api, user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(field('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(field('New password')).toHaveAccessibleDescription(
      'At least 6 characters, including 2 digits and 2 letters. Enter a new password.',
    );
    expect(field('Repeat new password')).toHaveAccessibleDescription('Repeat the new password.');
    expect(within(notifications()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('should send the current and new password, then confirm and clear the form', async () => {
    const { api, user } = await renderScreen({ 'POST /api/user/password/change': null });
    await fill(user, { current: 'demo1234', next: 'new12pass', repeat: 'new12pass' });
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(within(notifications()).getByText('Your password has been changed.')).toBeVisible(),
    );
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/user/password/change',
        body: { password: 'demo1234', new_password: 'new12pass' },
      }),
    ]);
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Repeat new password')).toHaveValue('');
  });

  it('should show a spinner on Save and ignore presses while the request runs', async () => {
    const { api, user } = await renderScreen({
      'POST /api/user/password/change': () => new Promise(() => {}),
    });
    await fill(user, { current: 'demo1234', next: 'new12pass', repeat: 'new12pass' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(api.calls).toHaveLength(1);
  });

  it('should put a wrong current password on its field and keep what was typed', async () => {
    const { user } = await renderScreen({
      'POST /api/user/password/change': () => Promise.reject(wrongPassword()),
    });
    await fill(user, { current: 'demo9999', next: 'new12pass', repeat: 'new12pass' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'Wrong password. Check it and try again.',
      ),
    );
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password')).toHaveValue('demo9999');
    expect(field('New password')).toHaveValue('new12pass');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('should take down the notice of a mismatch when the form is sent again', async () => {
    const { user } = await renderScreen({
      'POST /api/user/password/change': () => Promise.reject(wrongPassword()),
    });
    await fill(user, { current: 'demo9999', next: 'new12pass', repeat: 'new12pasz' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(notifications()).getByText('The passwords do not match.')).toBeVisible();

    await user.clear(field('Repeat new password'));
    await user.type(field('Repeat new password'), 'new12pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'Wrong password. Check it and try again.',
      ),
    );
    // The real error is the password: nothing says the passwords differ any more.
    expect(within(notifications()).queryByText('The passwords do not match.')).toBeNull();
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
  });

  it('should take down the notice of an earlier success when the form is sent again', async () => {
    let answers = 0;
    const { user } = await renderScreen({
      'POST /api/user/password/change': () =>
        (answers += 1) === 1 ? Promise.resolve(null) : Promise.reject(wrongPassword()),
    });
    await fill(user, { current: 'demo1234', next: 'new12pass', repeat: 'new12pass' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(notifications()).getByText('Your password has been changed.')).toBeVisible(),
    );
    await fill(user, { current: 'demo1234', next: 'new34pass', repeat: 'new34pass' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'Wrong password. Check it and try again.',
      ),
    );
    expect(within(notifications()).queryByText('Your password has been changed.')).toBeNull();
  });

  it.each([
    [231, 'The password is too weak: use at least 6 characters with 2 digits and 2 letters.'],
    [233, 'The password has characters that are not allowed.'],
  ])('should put code %i on the new password', async (code, message) => {
    const { user } = await renderScreen({
      'POST /api/user/password/change': () =>
        Promise.reject(new ApiError({ kind: 'server', httpStatus: 400, codeStatus: code })),
    });
    await fill(user, { current: 'demo1234', next: 'weak', repeat: 'weak' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(
        `At least 6 characters, including 2 digits and 2 letters. ${message}`,
      ),
    );
    expect(field('Repeat new password')).toHaveValue('weak');
  });

  it('should show any other failure on the form', async () => {
    const { user } = await renderScreen({
      'POST /api/user/password/change': () =>
        Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
    });
    await fill(user, { current: 'demo1234', next: 'new12pass', repeat: 'new12pass' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your internet and try again.',
    );
  });
});
