import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import {
  createFixtureApi,
  signedInSession,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import type { RawProfile } from '../api/profile.ts';
import type { AdditionalInfoPayload } from '../model/additionalInfo.ts';
import { blankProfile, editableProfile, lockedProfile } from '../testing/fixtures.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import AdditionalInfoScreen from './AdditionalInfoScreen.tsx';

afterEach(() => resetNotices());

const today = '2026-11-18';

async function renderScreen(routes: FixtureRoutes) {
  const api = createFixtureApi(routes);
  await renderAccount(<AdditionalInfoScreen today={today} />, {
    api,
    session: signedInSession,
    path: '/profile/additional',
  });
  return { api, user: userEvent.setup() };
}

// Required fields end their label with an asterisk (hidden from assistive technology).
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?( Optional)?$`));
const findField = (name: string) => screen.findByLabelText(new RegExp(`^${name}\\*?( Optional)?$`));
const notifications = () => screen.getByRole('list', { name: 'Notifications' });
const updates = (calls: FixtureRequest[]) => calls.filter((call) => call.method === 'PUT');

/** The platform's update: saves once and answers the locked profile. */
function savingPlatform(start: RawProfile) {
  let stored = start;
  return {
    'GET /api/user/profile': () => stored,
    'PUT /api/user/profile/additional/update': ({ body }: FixtureRequest) => {
      const payload = body as AdditionalInfoPayload;
      stored = {
        ...stored,
        first_name: payload.first_name,
        last_name: payload.last_name,
        middle_name: payload.middle_name || null,
        passport: payload.passport || null,
        birth_date: payload.birth_date,
        gender: payload.gander,
        is_changed: 1,
      };
      return stored;
    },
  };
}

describe('AdditionalInfoScreen', () => {
  it('should show a loading state, then the profile in the form', async () => {
    await renderScreen({ 'GET /api/user/profile': editableProfile });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByText('Loading your details…')).toBeInTheDocument();

    expect(await findField('First name')).toHaveValue('Ana');
    expect(field('Last name')).toHaveValue('Rojas');
    expect(field('Phone')).toHaveValue('56987654321');
    expect(field('Phone')).toHaveAttribute('readonly');
    expect(field('Middle name')).toHaveValue('');
  });

  it('should leave the birth date empty, offer adults only, and default the gender to male', async () => {
    await renderScreen({ 'GET /api/user/profile': editableProfile });
    expect(await findField('Date of birth')).toHaveValue('');
    // The picker's latest day: 18 years before today (the demo brand's minimum age).
    expect(field('Date of birth')).toHaveAttribute('max', '2008-11-18');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('male');
  });

  it('should not save without a birth date (a locked-in default would be today)', async () => {
    const { api, user } = await renderScreen({ 'GET /api/user/profile': editableProfile });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(updates(api.calls)).toEqual([]);
    expect(field('Date of birth')).toHaveAccessibleDescription('Enter your date of birth.');
  });

  it.each([
    ['a newborn', today],
    ['someone a day short of 18', '2008-11-19'],
  ])('should refuse the birth date of %s, saying the minimum age', async (_who, birthDate) => {
    const { api, user } = await renderScreen({ 'GET /api/user/profile': editableProfile });
    await user.type(await findField('Date of birth'), birthDate);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updates(api.calls)).toEqual([]);
    expect(field('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old to play here.',
    );
  });

  it('should take someone who turns 18 today', async () => {
    const { api, user } = await renderScreen(savingPlatform(editableProfile));
    await user.type(await findField('Date of birth'), '2008-11-18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(api.calls)).toHaveLength(1));
  });

  it("should put the platform's under-age refusal (code 240) on the birth date", async () => {
    const { user } = await renderScreen({
      'GET /api/user/profile': editableProfile,
      'PUT /api/user/profile/additional/update': () =>
        Promise.reject(
          new ApiError({
            kind: 'server',
            httpStatus: 400,
            codeStatus: 240,
            serverMessage: 'Under the minimum age of 18',
          }),
        ),
    });
    await user.type(await findField('Date of birth'), '2008-11-18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Date of birth')).toHaveAccessibleDescription(
        'You must be at least 18 years old to play here.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show the phone note and Save before the data is saved', async () => {
    await renderScreen({ 'GET /api/user/profile': editableProfile });
    expect(
      await screen.findByText(/^\* Your phone number is the one your account is registered with/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('should ask for the required fields without a request', async () => {
    const { api, user } = await renderScreen({ 'GET /api/user/profile': blankProfile });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(updates(api.calls)).toEqual([]);
    expect(field('Phone')).toHaveAccessibleDescription(
      'With the country code, e.g. +56 9 1234 5678. Enter your phone number.',
    );
    expect(field('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Enter your last name.');
  });

  it('should refuse a birth date in the future', async () => {
    const { api, user } = await renderScreen({ 'GET /api/user/profile': editableProfile });
    await user.type(await findField('Date of birth'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updates(api.calls)).toEqual([]);
    expect(field('Date of birth')).toHaveAccessibleDescription(
      "The date of birth can't be in the future.",
    );
  });

  it('should save with gender sent as gander, confirm, then lock the form', async () => {
    const { api, user } = await renderScreen(savingPlatform(editableProfile));
    await user.type(await findField('Middle name'), 'Isabel');
    await user.type(field('Passport or ID number'), '12.345.678-5');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(notifications()).getByText('Your details have been updated.')).toBeVisible(),
    );
    expect(updates(api.calls).map((call) => call.body)).toEqual([
      {
        first_name: 'Ana',
        last_name: 'Rojas',
        middle_name: 'Isabel',
        birth_date: '1990-05-17',
        phone: '56987654321',
        passport: '12.345.678-5',
        gander: 'female',
      },
    ]);
    expect(
      await screen.findByText('Your personal details can no longer be changed.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(field('Middle name')).toHaveAttribute('readonly');
    expect(field('Gender')).toHaveValue('Female');
  });

  it('should lock every field of a profile already saved (is_changed)', async () => {
    await renderScreen({ 'GET /api/user/profile': lockedProfile });
    expect(
      await screen.findByText('Your personal details can no longer be changed.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\* Your phone number/)).not.toBeInTheDocument();
    for (const name of [
      'Phone',
      'First name',
      'Last name',
      'Middle name',
      'Passport or ID number',
      'Date of birth',
      'Gender',
    ]) {
      expect(field(name)).toHaveAttribute('readonly');
    }
    expect(field('Date of birth')).toHaveValue('1990-05-17');
    expect(field('Gender')).toHaveValue('Female');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('should let an account without a phone enter one', async () => {
    await renderScreen({ 'GET /api/user/profile': blankProfile });
    const phone = await findField('Phone');
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toBeRequired();
  });

  it('should show the server’s message for a failed update and keep the values', async () => {
    const { user } = await renderScreen({
      'GET /api/user/profile': blankProfile,
      'PUT /api/user/profile/additional/update': () =>
        Promise.reject(
          new ApiError({
            kind: 'server',
            httpStatus: 409,
            codeStatus: 695,
            serverMessage: 'Phone already in use',
          }),
        ),
    });
    await user.type(await findField('Phone'), '+56 9 1111 2222');
    await user.type(field('First name'), 'Ana');
    await user.type(field('Last name'), 'Rojas');
    await user.type(field('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Phone already in use');
    expect(field('Phone')).toHaveValue('+56 9 1111 2222');
    expect(field('First name')).toHaveValue('Ana');
  });

  it('should lock the form when the server says the data is no longer editable', async () => {
    let stored: RawProfile = editableProfile;
    const { user } = await renderScreen({
      'GET /api/user/profile': () => stored,
      'PUT /api/user/profile/additional/update': () => {
        // Saved meanwhile on another device.
        stored = lockedProfile;
        return Promise.reject(
          new ApiError({
            kind: 'server',
            httpStatus: 409,
            codeStatus: 12,
            serverMessage: 'data is not editable',
          }),
        );
      },
    });
    await user.type(await findField('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Your personal details can no longer be changed.')).toBeVisible();
    expect(field('Middle name')).toHaveValue('Isabel');
  });

  it('should offer a retry when the profile cannot be loaded', async () => {
    let fail = true;
    const { user } = await renderScreen({
      'GET /api/user/profile': () =>
        fail ? Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 })) : editableProfile,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your details.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findField('First name')).toHaveValue('Ana');
  });
});
