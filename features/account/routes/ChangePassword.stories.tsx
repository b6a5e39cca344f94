import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import { never, withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';

function fixture(routes: Record<string, unknown> = {}): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi(routes),
      session: signedInSession,
      path: '/profile/change-password',
    },
  };
}

const meta = {
  title: 'Account/ChangePassword',
  component: ChangePasswordScreen,
  decorators: [withAccountFixture],
  parameters: fixture({ 'POST /api/user/password/change': null }),
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

async function fillForm(canvasElement: HTMLElement, repeat = 'nueva12ab') {
  await userEvent.type(field(canvasElement, 'Contraseña actual'), 'demo1234');
  await userEvent.type(field(canvasElement, 'Contraseña nueva'), 'nueva12ab');
  await userEvent.type(field(canvasElement, 'Repite la contraseña nueva'), repeat);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
  return within(canvasElement);
}

export const Empty: Story = {};

/** Save with empty fields: each says what it needs, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(field(canvasElement, 'Contraseña actual')).toHaveAccessibleDescription(
      'Ingresa tu contraseña actual.',
    );
  },
};

/** The repeat differs: the spec's notice, on the field too; no request is made. */
export const PasswordsDoNotMatch: Story = {
  parameters: fixture({}),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, 'nueva12ac');
    await expect(field(canvasElement, 'Repite la contraseña nueva')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
  },
};

/** The request runs: Save shows a spinner and ignores presses. */
export const Saving: Story = {
  parameters: fixture({ 'POST /api/user/password/change': never }),
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Auth code 4: the current password is wrong; everything typed stays. */
export const WrongCurrentPassword: Story = {
  parameters: fixture({
    'POST /api/user/password/change': () =>
      Promise.reject(new ApiError({ kind: 'server', httpStatus: 400, codeStatus: 4 })),
  }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await waitFor(() =>
      expect(field(canvasElement, 'Contraseña actual')).toHaveAccessibleDescription(
        'Contraseña incorrecta. Revísala e inténtalo de nuevo.',
      ),
    );
    await expect(field(canvasElement, 'Contraseña nueva')).toHaveValue('nueva12ab');
  },
};

/** Auth code 231: the new password is too weak. */
export const WeakNewPassword: Story = {
  parameters: fixture({
    'POST /api/user/password/change': () =>
      Promise.reject(new ApiError({ kind: 'server', httpStatus: 400, codeStatus: 231 })),
  }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await waitFor(() =>
      expect(field(canvasElement, 'Contraseña nueva')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** No connection: the message goes on the form. */
export const NoConnection: Story = {
  parameters: fixture({
    'POST /api/user/password/change': () =>
      Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
    );
  },
};

/** Saved: the form is cleared (the notice shows in the shell's notifications). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Contraseña actual')).toHaveValue(''));
    await expect(field(canvasElement, 'Repite la contraseña nueva')).toHaveValue('');
  },
};

export const English: Story = { globals: { language: 'en-US' } };
