import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { impossiblePhones, phoneExamples } from '../../../schemas/phoneRule.examples.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { phoneCodeHash } from '../model/phoneCodeHash.ts';
import { baseRoutes, failsWith, fixtureBrand, signedInAnswer } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { field } from '../testing/queries.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import { PhoneRegistrationForm } from './PhoneRegistrationForm.tsx';

const codeAnswer = { user_phone: '56912345678', request_id: 7 };

async function setup(routes: FixtureRoutes) {
  const api = createFixtureApi({
    ...baseRoutes,
    'POST /api/user/phone/code': codeAnswer,
    ...routes,
  });
  const onRegistered = vi.fn();
  await renderAuth(<PhoneRegistrationForm onRegistered={onRegistered} />, { api });
  return { api, onRegistered, user: userEvent.setup() };
}

const bodyOf = (api: ReturnType<typeof createFixtureApi>, path: string) =>
  api.calls.find((call) => call.path === path)?.body;

const offered = (example: { region: string }) =>
  (fixtureBrand.phoneCountries as readonly string[] | undefined)?.includes(example.region);

describe('PhoneRegistrationForm', () => {
  beforeEach(() => resetNotices());

  it('should send the code with the phone hash, then register with the code', async () => {
    const { api, onRegistered, user } = await setup({
      'POST /api/user/signup/phone': signedInAnswer,
    });
    expect(screen.queryByLabelText(/^Code from the SMS/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // The phone rule loads with the form; the check waits for it if the tap came first.
    expect(await screen.findByText('Enter the whole phone number.')).toBeVisible();

    await user.type(field('Phone number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(bodyOf(api, '/api/user/phone/code')).toEqual({
        phone: '+56912345678',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      }),
    );
    const { hash } = bodyOf(api, '/api/user/phone/code') as { hash: string };
    expect(hash).toBe(await phoneCodeHash('+56912345678'));
    expect(noticeMessages()).toEqual(['notice.checkPhone']);

    await user.type(await screen.findByLabelText(/^Code from the SMS/), '0421');
    await user.type(field('First name'), 'Ana');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Promo code'), 'FREEBETS3');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(bodyOf(api, '/api/user/signup/phone')).toEqual({
      name: 'Ana',
      phone: '+56912345678',
      currency: 'CLP',
      password: 'abc123de',
      birth_date: '1990-05-17',
      code: '0421',
      lang: 'en',
      country_code: 'CL',
      promocode: 'FREEBETS3',
    });
  });

  it('should sign up a +993 number with a login and without language or promo', async () => {
    const { api, onRegistered, user } = await setup({
      'POST /api/user/signup/phone': signedInAnswer,
    });
    await user.selectOptions(field('Country'), 'TM');
    await user.type(field('Phone number'), '61234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/), '0421');
    expect(screen.queryByLabelText(/^Promo code/)).toBeNull();
    await user.type(field('Login'), 'ana');
    await user.type(field('First name'), 'Ana');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      screen.getByText(
        'Use at least 6 characters, starting with a letter: letters, digits, _ . or -.',
      ),
    ).toBeVisible();

    await user.type(field('Login'), '_rojas');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(bodyOf(api, '/api/user/signup/phone')).toEqual({
      login: 'ana_rojas',
      name: 'Ana',
      phone: '+99361234567',
      currency: 'CLP',
      password: 'abc123de',
      birth_date: '1990-05-17',
      code: '0421',
    });
  });

  it.each(impossiblePhones.filter(offered))(
    'should say $region $nationalNumber is no phone number and send no code',
    async ({ region, nationalNumber }) => {
      const { api, user } = await setup({});
      await user.selectOptions(field('Country'), region);
      await user.type(field('Phone number'), nationalNumber);
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(field('Phone number')).toHaveAccessibleDescription(
        'This phone number is not valid. Check the country code and the digits.',
      );
      expect(field('Phone number')).toBeInvalid();
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it.each(phoneExamples.filter(offered))(
    'should send a code to a valid $region number',
    async ({ region, valid }) => {
      const { api, user } = await setup({});
      await user.selectOptions(field('Country'), region);
      await user.type(field('Phone number'), valid);
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() =>
        expect(bodyOf(api, '/api/user/phone/code')).toMatchObject({
          phone: expect.stringMatching(new RegExp(`^\\+\\d+${valid}$`)) as string,
        }),
      );
    },
  );

  it('should hide the second step when the number changes', async () => {
    const { user } = await setup({});
    await user.type(field('Phone number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText(/^Code from the SMS/)).toBeVisible();
    await user.type(field('Phone number'), '{Backspace}');
    expect(screen.queryByLabelText(/^Code from the SMS/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  it('should show why a code could not be sent and a wrong code on the form', async () => {
    const { user } = await setup({
      'POST /api/user/phone/code': failsWith(429, 429),
    });
    await user.type(field('Phone number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a moment and try again.',
    );
    expect(screen.queryByLabelText(/^Code from the SMS/)).toBeNull();
  });

  it('should report a refused code after sending one', async () => {
    const { user } = await setup({
      'POST /api/user/signup/phone': failsWith(6),
    });
    await user.type(field('Phone number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/), '9999');
    await user.type(field('First name'), 'Ana');
    await user.type(field('Password'), 'abc123de');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The confirmation code is not valid.',
    );
    expect(field('Code from the SMS')).toHaveValue('9999');
  });
});
