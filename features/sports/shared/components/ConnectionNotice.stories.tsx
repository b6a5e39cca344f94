import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../../core/testing/index.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';

const meta = {
  title: 'Sports/Shared/ConnectionNotice',
  component: ConnectionNotice,
  args: { connection: 'reconnecting' },
} satisfies Meta<typeof ConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Polls are failing: held odds stay, the player is told they may be stale. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText('sports:live.reconnecting'),
    );
  },
};

/** A fresh feed says nothing (the live region stays, empty, for the next change). */
export const Live: Story = {
  args: { connection: 'live' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
