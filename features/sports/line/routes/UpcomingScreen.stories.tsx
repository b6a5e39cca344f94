import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../core/testing/index.ts';
import { withLineFixture, type LineStoryFixture } from '../testing/storyFixture.tsx';
import UpcomingScreen from './UpcomingScreen.tsx';

const fixture = (line: LineStoryFixture) => ({ line });

const meta = {
  title: 'Sports/Line/Upcoming',
  component: UpcomingScreen,
  decorators: [withLineFixture],
  parameters: fixture({ path: '/Calendar' }),
} satisfies Meta<typeof UpcomingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next 2 hours by default; tourneys open on load. */
export const Upcoming: Story = {};

/** Choosing a window reloads the list. */
export const ChooseWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = (count: number) => storyText('line:filter.hoursValue', { count });
    const twelve = canvas.getByRole('button', { name: hours(12) });
    await userEvent.click(twelve);
    // The choice goes through the address, which answers after the click.
    await waitFor(() => expect(twelve).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: hours(2) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Loading: Story = { parameters: fixture({ path: '/Calendar', games: 'loading' }) };

export const Empty: Story = { parameters: fixture({ path: '/Calendar?hours=4', games: () => [] }) };

/** Spec, section 8: an upcoming load failure shows the line's loadingError message. */
export const LoadError: Story = {
  parameters: fixture({ path: '/Calendar', games: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('errors:line.loadingError'));
  },
};

export const English: Story = { globals: { language: 'en-US' } };
