import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import {
  createFixtureApi,
  fieldLabel,
  signedInSession,
  startingWith,
  storyText,
} from '../../core/testing/index.ts';
import { blankProfile, editableProfile, lockedProfile } from '../testing/fixtures.ts';
import { never, withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import AdditionalInfoScreen from './AdditionalInfoScreen.tsx';

function fixture(routes: Record<string, unknown>): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi(routes),
      session: signedInSession,
      path: '/profile/additional',
    },
  };
}

const meta = {
  title: 'Account/AdditionalInfo',
  component: AdditionalInfoScreen,
  decorators: [withAccountFixture],
  // A fixed day, so the latest birth date offered does not change the screenshots.
  args: { today: '2026-11-18' },
  parameters: fixture({ 'GET /api/user/profile': editableProfile }),
} satisfies Meta<typeof AdditionalInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type ProfileField = 'phone' | 'firstName' | 'lastName' | 'birthDate';

const field = (root: HTMLElement, name: ProfileField) =>
  within(root).getByLabelText(
    fieldLabel(storyText(`account:additional.${name}`), storyText('account:additional.optional')),
  );

const saveName = () => storyText('account:additional.save');

/**
 * The server's message for a phone already in use, which the screen shows as sent. The platform
 * sends one text in every language (profileRoutes.ts), so the fixture keeps one too.
 */
const phoneInUse = 'El teléfono ya está en uso';

/** The profile loads. */
export const Loading: Story = { parameters: fixture({ 'GET /api/user/profile': never }) };

/** The profile could not be loaded: a retry. */
export const LoadError: Story = {
  parameters: fixture({
    'GET /api/user/profile': () => Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('account:additional.retry') }),
    ).toBeVisible();
  },
};

/** An adult's birth date, for the stories that save. */
const adultBirthDate = '1990-05-17';

/**
 * Not saved yet: the names from sign-up, no birth date (the player gives it; the picker offers
 * adults' dates only), male, the phone note and Save.
 */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: saveName() })).toBeVisible();
    await expect(field(canvasElement, 'phone')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'birthDate')).toHaveValue('');
    await expect(field(canvasElement, 'birthDate')).toHaveAttribute('max', '2008-11-18');
  },
};

/** A birth date under the brand's minimum age (here a newborn's): refused, nothing sent. */
export const UnderAge: Story = {
  parameters: fixture({
    'GET /api/user/profile': editableProfile,
    'PUT /api/user/profile/additional/update': never,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: saveName() });
    await userEvent.type(field(canvasElement, 'birthDate'), '2026-11-18');
    await userEvent.click(canvas.getByRole('button', { name: saveName() }));
    await expect(field(canvasElement, 'birthDate')).toHaveAccessibleDescription(
      storyText('account:additional.underAge', { age: 18 }),
    );
    await expect(canvas.getByRole('button', { name: saveName() })).not.toHaveAttribute('aria-busy');
  },
};

/** An account opened by e-mail: nothing filled in; it may add its phone. */
export const BlankProfile: Story = {
  parameters: fixture({ 'GET /api/user/profile': blankProfile }),
};

/** Save with the required fields empty: each says what it needs; nothing is sent. */
export const ValidationErrors: Story = {
  parameters: fixture({ 'GET /api/user/profile': blankProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: saveName() }));
    await expect(field(canvasElement, 'firstName')).toHaveAccessibleDescription(
      storyText('account:additional.firstNameRequired'),
    );
  },
};

/** The update runs: Save shows a spinner. */
export const Saving: Story = {
  parameters: fixture({
    'GET /api/user/profile': editableProfile,
    'PUT /api/user/profile/additional/update': never,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: saveName() });
    await userEvent.type(field(canvasElement, 'birthDate'), adultBirthDate);
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

/** The update failed: the server's own message (spec §8), the values kept. */
export const ServerError: Story = {
  parameters: fixture({
    'GET /api/user/profile': blankProfile,
    'PUT /api/user/profile/additional/update': () =>
      Promise.reject(
        new ApiError({
          kind: 'server',
          httpStatus: 409,
          codeStatus: 695,
          serverMessage: phoneInUse,
        }),
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(startingWith(storyText('account:additional.phone'))),
      '+56 9 1111 2222',
    );
    await userEvent.type(field(canvasElement, 'firstName'), 'Ana');
    await userEvent.type(field(canvasElement, 'lastName'), 'Rojas');
    await userEvent.type(field(canvasElement, 'birthDate'), adultBirthDate);
    await userEvent.click(canvas.getByRole('button', { name: saveName() }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(phoneInUse);
    await expect(field(canvasElement, 'firstName')).toHaveValue('Ana');
  },
};

/** Saved before (is_changed): every field read-only, 'data is not editable' instead of Save. */
export const Locked: Story = {
  parameters: fixture({ 'GET /api/user/profile': lockedProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText('errors:account.dataNotEditable')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: saveName() })).toBeNull();
  },
};

/** Saving locks the form with what the server stored. */
export const SavedThenLocked: Story = {
  parameters: fixture({
    'GET /api/user/profile': editableProfile,
    'PUT /api/user/profile/additional/update': () => ({
      ...lockedProfile,
      middle_name: null,
      passport: null,
      birth_date: adultBirthDate,
      gender: 'male',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: saveName() });
    await userEvent.type(field(canvasElement, 'birthDate'), adultBirthDate);
    await userEvent.click(save);
    await waitFor(() => expect(canvas.queryByRole('button', { name: saveName() })).toBeNull());
    await expect(field(canvasElement, 'firstName')).toHaveAttribute('readonly');
  },
};

export const LockedEnglish: Story = { ...Locked, globals: { language: 'en-US' } };
