import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  storyLanguage,
  storyText,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { inFeedLanguage, requestLanguage } from '../../shared/testing/feedFixtures.ts';
import { MULTI_LIVE_STORAGE_KEY } from '../components/useMultiLiveIds.ts';
import {
  changingFeed,
  fixtureEvent,
  liveRoutes,
  oddsDelta,
  steadyFeed,
  type LiveAnswerFor,
} from '../fixtures.ts';
import LiveScreen from './LiveScreen.tsx';

/** Polls every 300 ms, so a story reaches its second poll at once. */
const fastBrand = { ...fixtureBrand, polling: { ...fixtureBrand.polling, liveMs: 300 } };

function app(answerFor: LiveAnswerFor, options: Partial<AppFixture> = {}): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(liveRoutes(answerFor, requestLanguage)),
      path: '/live/selectedSport/0',
      ...options,
    },
  };
}

const offline = () => {
  throw new ApiError({ kind: 'network', message: 'offline' });
};

/** A fixture event as the story's language shows it (names from the same fixture the feed answers). */
const shown = (id: number) => inFeedLanguage(fixtureEvent(id), storyLanguage());
const startingWith = (text: string) => (name: string) => name.startsWith(text);
const sportTab = (name: string, count: number) => storyText('live:sports.tab', { name, count });
const multiLiveTab = (count: number) => storyText('live:modes.multiLive', { count });

const meta = {
  title: 'Sports/Live/LiveScreen',
  component: LiveScreen,
  decorators: [withAppFixture],
  parameters: app(steadyFeed()),
  beforeEach: () => {
    clearBetslip();
    window.sessionStorage.removeItem(MULTI_LIVE_STORAGE_KEY);
    window.localStorage.removeItem('oddsFormat');
  },
} satisfies Meta<typeof LiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every live sport: tabs with live counts, sports → tourneys → events with score and clock. */
export const AllSports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = sportTab(storyText('live:sports.all'), 7);
    await expect(await canvas.findByRole('tab', { name: all })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('article', { name: 'Sevilla - Valencia' })).toHaveTextContent(
      '23:40',
    );
  },
};

/** /live/selectedSport/4: one sport's tourneys; sports without draws show 1 and 2. */
export const OneSport: Story = {
  parameters: app(steadyFeed(), { path: '/live/selectedSport/4' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tennis = sportTab(shown(100204).sportName ?? '', 1);
    await expect(await canvas.findByRole('tab', { name: tennis })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Groups closed by the player: a sport, a tourney, and all tourneys of football toggled twice. */
export const ClosedGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const premierLeague = shown(100202).champName ?? '';
    const basketball = startingWith(shown(100205).sportName ?? '');
    await userEvent.click(
      await canvas.findByRole('button', { name: (name) => name.includes(premierLeague) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: basketball }));
    await userEvent.click(
      canvas.getByRole('button', { name: startingWith(shown(100206).sportName ?? '') }),
    );
    await expect(canvas.queryByRole('article', { name: 'Arsenal - Chelsea' })).toBeNull();
    await expect(canvas.getByRole('button', { name: basketball })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * A poll raises Real Madrid's price and lowers Atlético's: only those buttons flash (arrow and
 * colour, named as the odds rose or fell), then settle on the new price.
 */
export const OddsChange: Story = {
  parameters: app(
    changingFeed([
      oddsDelta(fixtureEvent(100200), { '100200_1.1': 2.4, '100200_1.3': 2.95 }, { time: '68:00' }),
    ]),
    { path: '/live/selectedSport/1', brand: fastBrand },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const match = await canvas.findByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    const home = within(match).getByRole('button', { name: /^1, / });
    await expect(home).toHaveAccessibleName('1, 2.10');
    await waitFor(() => expect(home).toHaveAttribute('data-trend', 'up'), { timeout: 3000 });
    await expect(home).toHaveAccessibleName(`1, 2.40, ${storyText('sports:odds.increased')}`);
    await expect(within(match).getByRole('button', { name: /^2, / })).toHaveAttribute(
      'data-trend',
      'down',
    );
    await expect(within(match).getByRole('button', { name: /^X, / })).not.toHaveAttribute(
      'data-trend',
    );
    await expect(match).toHaveTextContent('68:00');
    // The flash ends by itself; the screenshot shows the settled price.
    await waitFor(() => expect(home).not.toHaveAttribute('data-trend'), { timeout: 3000 });
    await expect(home).toHaveAccessibleName('1, 2.40');
  },
};

/** Multi-live: two events added from their rows, side by side with every market group. */
export const MultiLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = (teams: string) => storyText('live:multiLive.toggle', { teams });
    const add = await canvas.findByRole('button', {
      name: follow('Real Madrid - Atlético Madrid'),
    });
    await userEvent.click(add);
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: follow('Carlos Alcaraz - Jannik Sinner') }),
    );
    await userEvent.click(canvas.getByRole('tab', { name: multiLiveTab(2) }));
    const card = canvas.getByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    await expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(
      shown(100200).markets.map((market) => `${market.name}, Real Madrid - Atlético Madrid`),
    );
  },
};

/** Multi-live bet groups closed one by one and all at once (remembered from the visit). */
export const MultiLiveClosedGroups: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(MULTI_LIVE_STORAGE_KEY, '[100204,100200]');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: multiLiveTab(2) }));
    const tennis = canvas.getByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' });
    await userEvent.click(
      within(tennis).getByRole('button', { name: storyText('live:toggle.collapseGroups') }),
    );
    await expect(
      within(tennis).getByRole('button', { name: storyText('live:toggle.expandGroups') }),
    ).toBeVisible();
    const football = canvas.getByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    const marketOf = (groupId: number) =>
      startingWith(
        shown(100200).markets.find((market) => market.groupId === groupId)?.name ?? `${groupId}`,
      );
    await userEvent.click(within(football).getByRole('button', { name: marketOf(8) }));
    await userEvent.click(within(football).getByRole('button', { name: marketOf(2) }));
    await expect(within(football).getByRole('button', { name: marketOf(2) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Multi-live with nothing followed yet: how to add an event. */
export const MultiLiveEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: multiLiveTab(0) }));
    await expect(
      canvas.getByRole('heading', { name: storyText('live:multiLive.empty') }),
    ).toBeVisible();
  },
};

/** Waiting for the first answer of the feed. */
export const Connecting: Story = { parameters: app(neverAnswer) };

/** Polls fail after the first answer: the held events stay, marked as reconnecting. */
export const Reconnecting: Story = {
  parameters: app((timestamp) => (timestamp === 0 ? steadyFeed()(0) : offline()), {
    brand: fastBrand,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText('sports:live.reconnecting'), undefined, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Sevilla - Valencia' })).toBeVisible();
  },
};

/** The first poll failed: nothing to show, a retry. */
export const Failed: Story = {
  parameters: app(offline),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('live:error'));
    await expect(
      within(alert).getByRole('button', { name: storyText('live:retry') }),
    ).toBeVisible();
  },
};

/** Nothing is live. */
export const Empty: Story = {
  parameters: app(() => ({ timestamp: 100, events: [] })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('live:empty') }),
    ).toBeVisible();
  },
};

/** An old link to a sport with no live events. */
export const SportWithoutEvents: Story = {
  parameters: app(steadyFeed(), { path: '/live/sport66' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: storyText('live:showAll') }),
    ).toHaveAttribute('href', '/live/selectedSport/0');
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
