import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { rememberPartnerPromo } from '../model/promoStorage.ts';
import { baseRoutes, failsWith, signedInAnswer } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import { EmailRegistrationForm } from './EmailRegistrationForm.tsx';

async function setup(routes: FixtureRoutes) {
  const api = createFixtureApi({ ...baseRoutes, ...routes });
  const refresh = vi.fn(() => Promise.resolve());
  const onRegistered = vi.fn();
  await renderAuth(<EmailRegistrationForm onRegistered={onRegistered} />, {
    api,
    actions: { refresh },
  });
  return { api, refresh, onRegistered, user: userEvent.setup() };
}

const signUpBody = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.find((call) => call.path === '/api/user/signup')?.body;

describe('EmailRegistrationForm', () => {
  beforeEach(() => {
    resetNotices();
    sessionStorage.clear();
  });

  it('should register, sign in and ask to confirm the e-mail', async () => {
    const { api, refresh, onRegistered, user } = await setup({
      'POST /api/user/signup': signedInAnswer,
    });
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(signUpBody(api)).toEqual({
      email: 'new@demo.test',
      password: 'abc123de',
      birth_date: '1990-05-17',
      currency: 'CLP',
      lang: 'en',
      need_activation: true,
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(noticeMessages()).toEqual(['notice.successAuth', 'notice.checkEmail']);
  });

  it("should check the server's password rule, the repeat and the terms before sending", async () => {
    const { api, user } = await setup({});
    await user.type(field('E-mail'), 'new@demo.test');
    // The spec's hint shape ("6 digits and 1 letter") is still too weak for the server.
    await user.type(field('Password'), '123456a');
    await user.type(field('Repeat the password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(
      screen.getByText('Use at least 6 characters, including 2 digits and 2 letters.'),
    ).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(screen.getByText('Accept the terms and conditions to sign up.')).toBeVisible();
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 6 characters') as string,
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('should refuse one of the most common passwords before sending, and when the server does', async () => {
    const { api, user } = await setup({ 'POST /api/user/signup': failsWith(232) });
    const guessable =
      'This password is one of the most common or too easy to guess. Choose another one.';
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123');
    await user.type(field('Repeat the password'), 'abc123');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(guessable)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // A platform with a longer list than this build's still gets its refusal read out.
    await user.clear(field('Password'));
    await user.type(field('Password'), 'abc123de');
    await user.clear(field('Repeat the password'));
    await user.type(field('Repeat the password'), 'abc123de');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guessable);
  });

  it('should start with TMT when offered and with the promo code the app was opened with', async () => {
    rememberPartnerPromo({ betting: 'WELCOME100' });
    const { api, user } = await setup({
      'GET /api/site/settings': { currencies: ['USD', 'TMT'] },
      'POST /api/user/signup': signedInAnswer,
    });
    await waitFor(() => expect(field('Currency')).toHaveValue('TMT'));
    expect(field('Promo code')).toHaveValue('WELCOME100');

    await user.selectOptions(field('Currency'), 'USD');
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(signUpBody(api)).toMatchObject({ currency: 'USD', promocode: 'WELCOME100' }),
    );
  });

  it("should bind the new account to the app's partner link right after signing up", async () => {
    rememberPartnerPromo({ betting: 'WELCOME100', refId: '77' });
    const { api, onRegistered, user } = await setup({
      'POST /api/user/signup': signedInAnswer,
      'POST /api/user/partner/promocode': { promocode: 'WELCOME100', referral_id: '77' },
    });
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts.slice(0, 2)).toEqual(['/api/user/signup', '/api/user/partner/promocode']);
    expect(api.calls.find((call) => call.path === '/api/user/partner/promocode')?.body).toEqual({
      betting: 'WELCOME100',
      ref_id: '77',
    });
  });

  it('should show a taken login on the form and keep the values', async () => {
    const { onRegistered, user } = await setup({
      'POST /api/user/signup': failsWith(695, 409),
    });
    await user.type(field('E-mail'), 'player@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This login is already taken. Choose another one.',
    );
    expect(field('E-mail')).toHaveValue('player@demo.test');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('should ask for a birth date and refuse anyone under 18, before sending', async () => {
    const { api, user } = await setup({ 'POST /api/user/signup': signedInAnswer });
    expect(field('Date of birth')).toHaveValue('');
    expect(field('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old.',
    );
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old. Fill in this field.',
    );

    // A newborn: today's date.
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    await user.type(
      field('Date of birth'),
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('Date of birth')).toHaveAccessibleDescription(
      "You must be at least 18 years old. You can't sign up: you are under 18.",
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("should show the platform's under-age refusal (code 240)", async () => {
    const { onRegistered, user } = await setup({ 'POST /api/user/signup': failsWith(240) });
    await user.type(field('E-mail'), 'new@demo.test');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Repeat the password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are under the minimum age to play on this site.',
    );
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
