import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import {
  createFixtureApi,
  fieldLabel,
  signedInSession,
  storyText,
} from '../../core/testing/index.ts';
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

type PasswordField = 'current' | 'next' | 'repeat';

const field = (root: HTMLElement, name: PasswordField) =>
  within(root).getByLabelText(fieldLabel(storyText(`account:changePassword.${name}`)), {
    selector: 'input',
  });

const saveName = () => storyText('account:changePassword.save');

async function fillForm(canvasElement: HTMLElement, repeat = 'nueva12ab') {
  await userEvent.type(field(canvasElement, 'current'), 'demo1234');
  await userEvent.type(field(canvasElement, 'next'), 'nueva12ab');
  await userEvent.type(field(canvasElement, 'repeat'), repeat);
  await userEvent.click(within(canvasElement).getByRole('button', { name: saveName() }));
  return within(canvasElement);
}

export const Empty: Story = {};

/** Save with empty fields: each says what it needs, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: saveName() }));
    await expect(field(canvasElement, 'current')).toHaveAccessibleDescription(
      storyText('account:changePassword.currentRequired'),
    );
  },
};

/** The repeat differs: the spec's notice, on the field too; no request is made. */
export const PasswordsDoNotMatch: Story = {
  parameters: fixture({}),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, 'nueva12ac');
    await expect(field(canvasElement, 'repeat')).toHaveAccessibleDescription(
      storyText('errors:notice.changedPasswordDoNotMatch'),
    );
  },
};

/** The request runs: Save shows a spinner and ignores presses. */
export const Saving: Story = {
  parameters: fixture({ 'POST /api/user/password/change': never }),
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(canvas.getByRole('button', { name: saveName() })).toHaveAttribute(
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
      expect(field(canvasElement, 'current')).toHaveAccessibleDescription(
        storyText('errors:auth.invalidPassword'),
      ),
    );
    await expect(field(canvasElement, 'next')).toHaveValue('nueva12ab');
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
      expect(field(canvasElement, 'next')).toHaveAttribute('aria-invalid', 'true'),
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
      storyText('errors:general.network'),
    );
  },
};

/** Saved: the form is cleared (the notice shows in the shell's notifications). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'current')).toHaveValue(''));
    await expect(field(canvasElement, 'repeat')).toHaveValue('');
  },
};

export const English: Story = { globals: { language: 'en-US' } };
