import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
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
  // A fixed day, so the birth date's default (today) does not change the screenshots.
  args: { today: '2026-11-18' },
  parameters: fixture({ 'GET /api/user/profile': editableProfile }),
} satisfies Meta<typeof AdditionalInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(new RegExp(`^${label}\\*?( Opcional)?$`));

/** The profile loads. */
export const Loading: Story = { parameters: fixture({ 'GET /api/user/profile': never }) };

/** The profile could not be loaded: a retry. */
export const LoadError: Story = {
  parameters: fixture({
    'GET /api/user/profile': () => Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Not saved yet: the names from sign-up, today's date, male, the phone note and Save. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(field(canvasElement, 'Teléfono')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Fecha de nacimiento')).toHaveValue('2026-11-18');
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar' }));
    await expect(field(canvasElement, 'Nombre')).toHaveAccessibleDescription('Ingresa tu nombre.');
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
    const save = await canvas.findByRole('button', { name: 'Guardar' });
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
          serverMessage: 'El teléfono ya está en uso',
        }),
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Teléfono/), '+56 9 1111 2222');
    await userEvent.type(field(canvasElement, 'Nombre'), 'Ana');
    await userEvent.type(field(canvasElement, 'Apellido'), 'Rojas');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El teléfono ya está en uso');
    await expect(field(canvasElement, 'Nombre')).toHaveValue('Ana');
  },
};

/** Saved before (is_changed): every field read-only, 'data is not editable' instead of Save. */
export const Locked: Story = {
  parameters: fixture({ 'GET /api/user/profile': lockedProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tus datos personales ya no se pueden modificar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
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
      birth_date: '2026-11-18',
      gender: 'male',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull());
    await expect(field(canvasElement, 'Nombre')).toHaveAttribute('readonly');
  },
};

export const LockedEnglish: Story = {
  ...Locked,
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your personal details can no longer be changed.'),
    ).toBeVisible();
  },
};
