import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../features/core/testing/index.ts';
import { FloatingChatLink } from './FloatingChatLink.tsx';

const meta = {
  title: 'Shell/FloatingChatLink',
  component: FloatingChatLink,
  args: { chatUrl: 'https://chat.example.com/demo-bet', hidden: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FloatingChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: storyText('shell.chat') });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };

/** Hidden on /profile/top-up and /profile/withdrawal (spec, section 2). */
export const HiddenOnPaymentPages: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const WithoutChatUrl: Story = {
  args: { chatUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
