import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { studioI18nLoader, withStudioI18n } from '../../i18n/withStudioI18n.tsx';
import { StudioApiError } from '../api/studioClient.ts';
import { fixtureClient } from '../testing/fixtures.ts';
import { StudioStoryFrame, studioText } from '../testing/StudioStoryFrame.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const meta = {
  title: 'Studio/SignIn',
  component: SignInScreen,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: { onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, t: ReturnType<typeof studioText>) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: t('signIn.email') }),
    'operator@demo.test',
  );
  await userEvent.type(
    canvas.getByLabelText(t('signIn.password'), { selector: 'input', exact: false }),
    'nope',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
}

/** Nothing typed yet; sending it points at both fields. */
export const Empty: Story = {
  render: (args) => (
    <StudioStoryFrame>
      <SignInScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded, args }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('signIn.submit') }));
    await expect(await canvas.findByText(t('signIn.emailMissing'))).toBeVisible();
    await expect(canvas.getByText(t('signIn.passwordMissing'))).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A wrong password (or an unknown e-mail: the same answer). */
export const WrongPassword: Story = {
  render: (args) => (
    <StudioStoryFrame
      client={fixtureClient({
        login: () => Promise.reject(new StudioApiError('wrongCredentials', 401, 392)),
      })}
    >
      <SignInScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded, args }) => {
    const t = studioText(loaded);
    await signIn(canvasElement, t);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.wrongCredentials'));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Too many wrong passwords: the operator is told how long to wait (Retry-After). */
export const Locked: Story = {
  render: (args) => (
    <StudioStoryFrame
      client={fixtureClient({
        login: () => Promise.reject(new StudioApiError('throttled', 429, undefined, 30)),
      })}
    >
      <SignInScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    await signIn(canvasElement, t);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.throttled', { count: 30 }));
  },
};

/** The right password: the studio opens with the operator. */
export const SignedIn: Story = {
  render: (args) => (
    <StudioStoryFrame>
      <SignInScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded, args }) => {
    await signIn(canvasElement, studioText(loaded));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'operator@demo.test' }),
    );
  },
};
