import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('tab', { name: 'Teléfono' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de teléfono/ }), '912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('textbox', { name: /Código del SMS/ })).toBeVisible();
  },
};

/** One click: the platform's generated credentials, then continue signs the player in. */
export const OneClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Un clic' }));
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Registro en un clic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu cuenta está lista' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('40271953')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
  },
};
