import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, signedInAnswer } from '../testing/fixtures.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import { SignInPanel } from './SignInPanel.tsx';

const meta = {
  title: 'Auth/SignInPanel',
  component: SignInPanel,
  args: { onSignedIn: fn(), onForgotPassword: fn(), onRegister: fn() },
  decorators: [
    (Story) => (
      <StoryAuthProviders
        routes={{
          'POST /api/user/login/email': signedInAnswer,
          'POST /api/user/login/phone': failsWith(3, 401),
        }}
      >
        <Story />
      </StoryAuthProviders>
    ),
  ],
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Validation on submit, then a successful sign-in. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(canvas.getAllByText('Completa este campo.')).toHaveLength(2);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Correo electrónico/ }),
      'player@demo.test',
    );
    await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

/** A phone the platform does not know: the message stays on the form with what was typed. */
export const UnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Teléfono' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de teléfono/ }), '911112222');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No existe una cuenta con este usuario.',
    );
  },
};
