import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { failsWith } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import RestorePasswordScreen from './RestorePasswordScreen.tsx';

async function setup(path: string, routes: FixtureRoutes = {}) {
  const api = createFixtureApi(routes);
  await renderAuth(<RestorePasswordScreen />, { api, path });
  return { api, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save the new password' });

describe('RestorePasswordScreen', () => {
  beforeEach(() => resetNotices());

  it('should allow saving only equal, non-empty passwords, then open the top events', async () => {
    const { api, user } = await setup('/restore-password?code=abc_123', {
      'POST /api/user/password/restore/new': null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New password' })).toBeVisible();
    expect(save()).toBeDisabled();
    await user.type(field('New password'), 'new123pw');
    expect(save()).toBeDisabled();
    await user.type(field('Repeat the password'), 'new123p');
    expect(save()).toBeDisabled();
    await user.type(field('Repeat the password'), 'w');
    expect(save()).toBeEnabled();
    await user.click(save());

    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/line/top-events'),
    );
    expect(api.calls[0]?.body).toEqual({ code: 'abc_123', new_password: 'new123pw' });
    expect(noticeMessages()).toEqual(['notice.recoverySuccess']);
  });

  it('should check the server rule before sending', async () => {
    const { api, user } = await setup('/restore-password?code=abc');
    await user.type(field('New password'), 'abcdef');
    await user.type(field('Repeat the password'), 'abcdef');
    await user.click(save());
    expect(
      screen.getByText('Use at least 6 characters, including 2 digits and 2 letters.'),
    ).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('should show an expired link on the form', async () => {
    const { user } = await setup('/restore-password?code=old', {
      'POST /api/user/password/restore/new': failsWith(10),
    });
    await user.type(field('New password'), 'new123pw');
    await user.type(field('Repeat the password'), 'new123pw');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recovery request has expired. Start again.',
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/restore-password?code=old');
  });

  it('should explain a link without its code', async () => {
    await setup('/restore-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This recovery link is incomplete');
    expect(screen.queryByRole('button', { name: 'Save the new password' })).toBeNull();
  });
});
