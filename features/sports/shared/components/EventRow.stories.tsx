import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  signedInSession,
  storyLanguage,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
import { clearBetslip } from '../../../betslip/index.ts';
import { feedEvent, inFeedLanguage, liveEvent, twoWayMarkets } from '../testing/feedFixtures.ts';
import type { EventRowProps } from './EventRow.tsx';
import { EventRow } from './EventRow.tsx';
import { OddsFormatSwitcher } from './OddsFormatSwitcher.tsx';

const favourites = [
  {
    ID: 7,
    data: { eventDate: '2026-11-21T20:00:00.000Z', ID: 100132, name: 'x', type: 'line' },
    isActive: true,
    user: 1,
  },
];

/** The row of the story's event as the feed sends it in the story's language. */
const InLanguage = (args: EventRowProps) => (
  <EventRow {...args} event={inFeedLanguage(args.event, storyLanguage())} />
);

const meta = {
  title: 'Sports/Shared/EventRow',
  component: EventRow,
  render: InLanguage,
  decorators: [withAppFixture],
  args: { event: feedEvent({ id: 100132 }), withSizes: true },
  parameters: {
    app: {
      api: createFixtureApi({ 'GET /api/bet/favorites': favourites, 'GET /api/feed/flags/*': '' }),
    },
  },
  beforeEach: () => {
    clearBetslip();
    window.localStorage.removeItem('oddsFormat');
  },
} satisfies Meta<typeof EventRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line match: teams link to the full event, date, star, 1 X 2, handicap and total with sizes. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Real Madrid/ })).toHaveAttribute(
      'href',
      '/full-event/line/100132',
    );
    const home = canvas.getByRole('button', { name: '1, 2.10' });
    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    // Another odd of the same market replaces it in the slip.
    await userEvent.click(canvas.getByRole('button', { name: 'X, 3.40' }));
    await expect(home).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Live: score and clock instead of the date. */
export const Live: Story = { args: { event: liveEvent({ id: 100200 }), withSizes: false } };

/** Betting stopped after a goal: every price locked. */
export const Suspended: Story = {
  args: { event: liveEvent({ id: 100201, stopped: true }), withSizes: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `1, ${storyText('sports:odds.suspended')}`,
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Tennis and other sports without draws: two columns. */
export const TwoWay: Story = {
  args: {
    event: feedEvent({
      id: 100300,
      sportId: 4,
      sportName: 'Tenis',
      champName: 'ATP Finals',
      team1: 'Carlos Alcaraz',
      team2: 'Jannik Sinner',
      markets: twoWayMarkets(100300),
    }),
  },
};

/** Long names are cut to the spec's width / 30 + 6 characters. */
export const LongNames: Story = {
  args: {
    event: feedEvent({
      id: 100400,
      team1: 'Borussia Mönchengladbach Amateure',
      team2: 'Wolverhampton Wanderers Women',
    }),
  },
};

/** The player's favourite (filled star, pressed). */
export const Favourite: Story = {
  parameters: {
    app: {
      api: createFixtureApi({ 'GET /api/bet/favorites': favourites }),
      session: signedInSession,
    },
  },
  play: async ({ canvasElement }) => {
    const star = await within(canvasElement).findByRole('button', {
      name: storyText('sports:favourite.toggle', { teams: 'Real Madrid - Atlético Madrid' }),
    });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** The format switcher re-prices every row (American here), and remembers the choice. */
export const AmericanOdds: Story = {
  render: (args) => (
    <Stack space="medium">
      <OddsFormatSwitcher />
      <InLanguage {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(storyText('sports:oddsFormat.label')), '2');
    await expect(canvas.getByRole('button', { name: '1, +110' })).toBeVisible();
    await expect(window.localStorage.getItem('oddsFormat')).toBe('2');
  },
};

export const English: Story = { globals: { language: 'en-US' } };
