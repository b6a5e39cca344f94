import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, startingWith, storyText } from '../../core/testing/index.ts';
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

const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(startingWith(storyText('auth:fields.password')), {
    selector: 'input',
  });

/** Validation on submit, then a successful sign-in. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:signIn.submit') }));
    await expect(canvas.getAllByText(storyText('auth:validation.required'))).toHaveLength(2);
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.email')) }),
      'player@demo.test',
    );
    await userEvent.type(passwordField(canvasElement), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:signIn.submit') }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

/** A phone the platform does not know: the message stays on the form with what was typed. */
export const UnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: storyText('auth:signIn.byPhone') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.phone')) }),
      '911112222',
    );
    await userEvent.type(passwordField(canvasElement), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:signIn.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText('errors:auth.noSuchUser'),
    );
  },
};
