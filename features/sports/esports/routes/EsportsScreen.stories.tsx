import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { countryName } from '../../../core/testing/feedNames.ts';
import {
  createFixtureApi,
  neverAnswer,
  storyLanguage,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
import { emptyMap, esportsRoutes, unavailable, type EsportsFixtureOptions } from '../fixtures.ts';
import EsportsScreen from './EsportsScreen.tsx';

function fixture(options: EsportsFixtureOptions = {}) {
  return { app: { api: createFixtureApi(esportsRoutes(options)), path: '/cybersport' } };
}

// Game and tourney names are the same in every language; the country before a tourney is not.
const startingWith = (text: string) => (name: string) => name.startsWith(text);
const tourneyHeader = (countryId: number, tourney: string) => (name: string) =>
  name.includes(`${countryName(countryId, storyLanguage())}. ${tourney}`);

const meta = {
  title: 'Sports/Esports/EsportsScreen',
  component: EsportsScreen,
  decorators: [withAppFixture],
  parameters: { layout: 'fullscreen', ...fixture() },
  beforeEach: () => {
    clearBetslip();
    window.localStorage.removeItem('oddsFormat');
  },
} satisfies Meta<typeof EsportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The esports line: 'all esports' and each game in the menu, the games closed. */
export const AllGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('tablist', { name: storyText('esports:menu.label') });
    await expect(
      within(menu).getByRole('tab', { name: storyText('esports:menu.all') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** A game open, a tourney open with its events loaded, an odd tapped into the bet slip. */
export const TourneyOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: startingWith('Counter-Strike 2') }),
    );
    const tourney = canvas.getByRole('button', {
      name: tourneyHeader(1, 'IEM World Championship'),
    });
    await userEvent.click(tourney);
    const row = await canvas.findByRole('article', { name: 'Natus Vincere - FaZe Clan' });
    await expect(tourney).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(row).getByRole('link', { name: storyText('esports:event.moreBets', { count: 15 }) }),
    ).toBeVisible();
    const odd = within(row).getByRole('button', { name: '1, 1.55' });
    await userEvent.click(odd);
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  },
};

/** One game chosen in the menu: only it shows, open. */
export const GameChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Dota 2' }));
    await expect(canvas.getByRole('button', { name: startingWith('Dota 2') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

/** While the games load. */
export const Loading: Story = {
  parameters: fixture({ map: neverAnswer }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText('esports:loading'),
    );
  },
};

/** No esports events in the line. */
export const Empty: Story = {
  parameters: fixture({ map: emptyMap }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('esports:empty') }),
    ).toBeVisible();
  },
};

/** The games could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  parameters: fixture({ map: unavailable }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByRole('button', { name: storyText('esports:retry') }),
    ).toBeVisible();
  },
};

/** A tourney waits for its events before it opens. */
export const TourneyLoading: Story = {
  parameters: fixture({ events: neverAnswer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: startingWith('Valorant') }));
    const tourney = canvas.getByRole('button', { name: tourneyHeader(1, 'VCT Americas') });
    await userEvent.click(tourney);
    await expect(within(tourney).getByRole('status')).toHaveTextContent(
      storyText('esports:tourney.loading'),
    );
    await expect(tourney).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A tourney's events could not be loaded: the failure shows inside it, with a retry. */
export const TourneyError: Story = {
  parameters: fixture({ events: unavailable }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: startingWith('Valorant') }));
    await userEvent.click(canvas.getByRole('button', { name: tourneyHeader(1, 'VCT Americas') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(storyText('esports:tourney.error')),
    );
  },
};

/** In English, with a tourney open. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: startingWith('Dota 2') }));
    await userEvent.click(canvas.getByRole('button', { name: tourneyHeader(1, 'DreamLeague') }));
    await expect(
      await canvas.findByRole('article', { name: 'Team Spirit - Gaimin Gladiators' }),
    ).toBeVisible();
  },
};
