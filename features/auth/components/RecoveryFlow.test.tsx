import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { baseRoutes, failsWith } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import { RecoveryFlow } from './RecoveryFlow.tsx';

async function setup(routes: FixtureRoutes) {
  const api = createFixtureApi({ ...baseRoutes, ...routes });
  const onDone = vi.fn();
  await renderAuth(<RecoveryFlow onDone={onDone} />, { api });
  return { api, onDone, user: userEvent.setup() };
}

const phoneAnswer = { user_phone: '56987654321', request_id: 3 };

describe('RecoveryFlow', () => {
  beforeEach(() => resetNotices());

  it('should mail a link for an e-mail and close', async () => {
    const { api, onDone, user } = await setup({ 'POST /api/user/password/restore': null });
    await user.type(field('E-mail or phone number'), 'player@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.calls.at(-1)?.body).toEqual({ email: 'player@demo.test' });
    expect(noticeMessages()).toEqual(['notice.checkEmail']);
  });

  it('should take a phone through the code step', async () => {
    const { api, onDone, user } = await setup({
      'POST /api/user/password/restore/phone': phoneAnswer,
      'POST /api/user/password/restore/phone/new': null,
    });
    await user.type(field('E-mail or phone number'), '+56 9 8765 4321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Enter the code we sent to +56987654321 and choose a new password.'),
    ).toBeVisible();
    expect(api.calls.at(-1)?.body).toEqual({ phone: '+56 9 8765 4321' });
    expect(noticeMessages()).toEqual(['notice.checkPhone']);

    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2);
    await user.type(field('Code from the SMS'), '1234');
    await user.type(field('New password'), 'new123pw');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.calls.at(-1)?.body).toEqual({
      phone: '56987654321',
      code: '1234',
      new_password: 'new123pw',
    });
    expect(noticeMessages()).toContain('notice.recoverySuccess');
  });

  it('should refuse a login that is neither an e-mail nor a phone', async () => {
    const { api, user } = await setup({});
    await user.type(field('E-mail or phone number'), 'k7bqm2xz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter an e-mail address or a phone number.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each(['+56 000 000 000', '56123456789'])(
    'should say %s is no phone number and send no code',
    async (login) => {
      const { api, user } = await setup({});
      await user.type(field('E-mail or phone number'), login);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(field('E-mail or phone number')).toHaveAccessibleDescription(
        'This phone number is not valid. Check the country code and the digits.',
      );
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it('should fall back to tryAgain for a failed request', async () => {
    const { onDone, user } = await setup({
      'POST /api/user/password/restore': failsWith(500, 500),
    });
    await user.type(field('E-mail or phone number'), 'player@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('should say recovery failed for an unmapped failure and keep the code', async () => {
    const { onDone, user } = await setup({
      'POST /api/user/password/restore/phone': phoneAnswer,
      'POST /api/user/password/restore/phone/new': () => {
        throw new Error('socket hang up');
      },
    });
    await user.type(field('E-mail or phone number'), '56987654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/), '1234');
    await user.type(field('New password'), 'new123pw');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password recovery failed. Try again.',
    );
    expect(field('Code from the SMS')).toHaveValue('1234');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('should name a mistyped code (code 6)', async () => {
    const { user } = await setup({
      'POST /api/user/password/restore/phone': phoneAnswer,
      'POST /api/user/password/restore/phone/new': failsWith(6),
    });
    await user.type(field('E-mail or phone number'), '56987654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/), '1234');
    await user.type(field('New password'), 'new123pw');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The confirmation code is not valid.',
    );
  });
});
