import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { containing, startingWith, storyText } from '../../core/testing/index.ts';
import { oneClickAccount } from '../testing/fixtures.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import { RegistrationPanel } from './RegistrationPanel.tsx';

const meta = {
  title: 'Auth/RegistrationPanel',
  component: RegistrationPanel,
  args: { onRegistered: fn(), onSignIn: fn() },
  decorators: [
    (Story) => (
      <StoryAuthProviders
        routes={{
          'POST /api/user/signup/one-click': oneClickAccount,
          'POST /api/user/phone/code': { user_phone: '56912345678', request_id: 7 },
        }}
      >
        <Story />
      </StoryAuthProviders>
    ),
  ],
} satisfies Meta<typeof RegistrationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Phone sign-up: the code goes out and the second step opens. */
export const PhoneCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('tab', { name: storyText('auth:registration.byPhone') }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.phone')) }),
      '912345678',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('auth:registration.sendCode') }),
    );
    await expect(
      await canvas.findByRole('textbox', { name: containing(storyText('auth:fields.smsCode')) }),
    ).toBeVisible();
  },
};

/** One click: the platform's generated credentials, then continue signs the player in. */
export const OneClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('tab', { name: storyText('auth:registration.oneClick') }),
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(storyText('auth:fields.birthDate'))),
      '1990-05-17',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:oneClick.submit') }));
    const dialog = await screen.findByRole('dialog', {
      name: storyText('auth:oneClick.credentialsTitle'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(oneClickAccount.password)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('auth:oneClick.continue') }),
    );
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
  },
};
