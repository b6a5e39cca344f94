import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import { sportName } from '../../../core/testing/feedNames.ts';
import { storyLanguage, storyText } from '../../../core/testing/index.ts';
import { lineNow } from '../fixtures.ts';
import { withLineFixture, type LineStoryFixture } from '../testing/storyFixture.tsx';
import TopEventsScreen from './TopEventsScreen.tsx';

const fixture = (line: LineStoryFixture) => ({ line });

const meta = {
  title: 'Sports/Line/TopEvents',
  component: TopEventsScreen,
  args: { now: lineNow },
  decorators: [withLineFixture],
  parameters: fixture({}),
  beforeEach: () => {
    clearBetslip();
    resetNotices();
  },
} satisfies Meta<typeof TopEventsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search panel, sport menu, odds format and the top tourneys by sport. */
export const TopEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: sportName(1, storyLanguage()) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText('line:top.tab') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Tapping an odd puts it in the bet slip: the button shows pressed. */
export const TapAnOdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    const home = within(row).getByRole('button', { name: /^1, / });
    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A guest who taps a favourite star is asked to log in (spec: needAuth). */
export const GuestFavourite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: storyText('sports:favourite.toggle', { teams: 'Real Madrid - Atlético Madrid' }),
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(storyText('errors:notice.needAuth'))).toBeVisible(),
    );
  },
};

export const Loading: Story = { parameters: fixture({ top: 'loading', map: 'loading' }) };

export const Empty: Story = {
  parameters: fixture({ top: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('line:top.empty') }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: fixture({ top: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByRole('button', { name: storyText('line:state.retry') }),
    ).toBeVisible();
  },
};

export const English: Story = { globals: { language: 'en-US' } };
