import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { VerifyEmailView } from './VerifyEmailView.tsx';

const meta = {
  title: 'Auth/VerifyEmail',
  component: VerifyEmailView,
  args: { state: { status: 'pending' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('auth:verify.pending'))).toBeVisible();
  },
};

export const Verified: Story = { args: { state: { status: 'verified' } } };

/** An expired confirmation code as the error catalogue words it, in the story's language. */
const keyExpired = () => storyText('errors:auth.keyExpired');

export const Failed: Story = {
  render: (args) => (
    <VerifyEmailView {...args} state={{ status: 'failed', message: keyExpired() }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(keyExpired());
    await expect(canvas.getByRole('link', { name: storyText('auth:common.home') })).toHaveAttribute(
      'href',
      '/slots/home',
    );
  },
};

export const English: Story = {
  args: { state: { status: 'failed', message: 'This account is already verified.' } },
  globals: { language: 'en-US' },
};
