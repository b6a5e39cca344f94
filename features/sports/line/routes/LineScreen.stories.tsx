import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { countryName, sportName } from '../../../core/testing/feedNames.ts';
import { storyLanguage, storyText } from '../../../core/testing/index.ts';
import { lineEvents, lineNow } from '../fixtures.ts';
import { withLineFixture, type LineStoryFixture } from '../testing/storyFixture.tsx';
import LineScreen from './LineScreen.tsx';

const fixture = (line: LineStoryFixture) => ({ line });

const meta = {
  title: 'Sports/Line/Line',
  component: LineScreen,
  args: { now: lineNow },
  decorators: [withLineFixture],
  parameters: fixture({ path: '/line/sport1country5' }),
  beforeEach: () => clearBetslip(),
} satisfies Meta<typeof LineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One country of a sport: flag, sport and country in the header, tourneys with 1 X 2 columns. */
export const Country: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language = storyLanguage();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: sportName(1, language) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: countryName(5, language) }),
    ).toBeVisible();
  },
};

/** Every country of a sport. */
export const Sport: Story = { parameters: fixture({ path: '/line/sport1' }) };

/** A sport without draws: 1 2 columns; handicap and total rows show their size. */
export const TwoWaySport: Story = { parameters: fixture({ path: '/line/sport4' }) };

/** The spec's toggle: closes everything when anything is open, else opens all. */
export const CollapseAll: Story = {
  parameters: fixture({ path: '/line/sport1' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = lineEvents(storyLanguage())
      .filter((event) => event.sportId === 1)
      .map((event) => event.champName ?? '');
    const tourneyButtons = () =>
      canvas.queryAllByRole('button', {
        name: (name) => names.some((tourney) => name.includes(tourney)),
      });
    // The first tourney comes with the page, the others a step each.
    await waitFor(() => expect(tourneyButtons()).toHaveLength(new Set(names).size));
    const tourneys = tourneyButtons();
    await userEvent.click(canvas.getByRole('button', { name: storyText('line:line.collapseAll') }));
    for (const tourney of tourneys) await expect(tourney).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('button', { name: storyText('line:line.expandAll') }),
    ).toBeVisible();
  },
};

/** Tapping an odd puts it in the bet slip: the button shows pressed. */
export const TapAnOdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('article', { name: 'FC Barcelona - Sevilla FC' });
    const draw = within(row).getByRole('button', { name: /^X, / });
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A day filter from the address, shown as a removable tag. */
export const DayFilter: Story = {
  parameters: fixture({ path: '/line/sport1?day=1' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText('line:filter.tomorrow')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: fixture({ path: '/line/sport1country5', games: 'loading' }),
};

export const Empty: Story = {
  parameters: fixture({ path: '/line/sport3', games: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('line:line.empty') }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: fixture({ path: '/line/sport1country5', games: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('line:line.loadError'));
  },
};

/** An address that names no sport. */
export const NotFound: Story = { parameters: fixture({ path: '/line/sportx' }) };

export const English: Story = { globals: { language: 'en-US' } };
