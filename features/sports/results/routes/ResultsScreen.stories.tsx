import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import { countryName } from '../../../core/testing/feedNames.ts';
import { createFixtureApi, storyLanguage, storyText } from '../../../core/testing/index.ts';
import {
  never,
  resultSports,
  resultTourneys,
  resultsNow,
  resultsRoutes,
  type ResultsFixtureOptions,
} from '../fixtures.ts';
import { withResultsFixture, type ResultsStoryFixture } from '../testing/withResultsFixture.tsx';
import ResultsScreen from './ResultsScreen.tsx';

function fixture(options: ResultsFixtureOptions = {}): { results: ResultsStoryFixture } {
  return { results: { api: createFixtureApi(resultsRoutes(options)) } };
}

const unavailable = () =>
  Promise.reject(new ApiError({ kind: 'http', httpStatus: 503, message: 'unavailable' }));

/** What the story's language shows of the fixtures: country headings, sport tabs, tourneys. */
const countries = (...ids: number[]) => ids.map((id) => countryName(id, storyLanguage()));
const sportTab = (sportId: number) => {
  const sport = resultSports(storyLanguage()).find((candidate) => candidate.id === sportId);
  return storyText('results:sports.tab', { name: sport?.name, count: sport?.count });
};
const tourneyName = (id: number) =>
  resultTourneys(0, storyLanguage()).find((tourney) => tourney.id === id)?.name ?? '';
const containing = (text: string) => (name: string) => name.includes(text);
const gamesOf = (id: number) => storyText('results:games.label', { tourney: tourneyName(id) });
const europe = () => countries(2)[0];

const meta = {
  title: 'Sports/Results/Results',
  component: ResultsScreen,
  decorators: [withResultsFixture],
  args: { now: resultsNow },
  parameters: { layout: 'fullscreen', ...fixture() },
} satisfies Meta<typeof ResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last three days and today: every sport, tourneys by country, all closed. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('results:title') }),
    ).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: europe() });
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(countries(2, 3, 5, 14));
    const all = storyText('results:sports.tab', {
      name: storyText('results:sports.all'),
      count: 13,
    });
    await expect(canvas.getByRole('tab', { name: all })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Opening a tourney asks for its games then; each shows kick-off, teams and scores. */
export const OpenTourney: Story = {
  parameters: fixture(),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { results: ResultsStoryFixture }).results;
    const canvas = within(canvasElement);
    const tourney = await canvas.findByRole('button', { name: containing(tourneyName(1001)) });
    const before = api.calls.length;
    await userEvent.click(tourney);
    await expect(tourney).toHaveAttribute('aria-expanded', 'true');
    const games = await canvas.findByRole('list', { name: gamesOf(1001) });
    const rows = within(games).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(
      storyText('results:games.teams', { team1: 'Real Madrid', team2: 'Bayern Munich' }),
    );
    await expect(rows[0]).toHaveTextContent(
      storyText('results:games.dateAndPeriods', { date: '', periods: '1:0, 1:1' }).trim(),
    );
    await expect(rows[0]).toHaveTextContent('2:1');
    await expect(api.calls.slice(before).map((call) => call.path)).toContain(
      `/api/bs2/remote/api/results/${storyLanguage()}/games/1001/15112026/18112026`,
    );
  },
};

/** One sport's tab: only its tourneys. */
export const OneSport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: sportTab(3) }));
    await waitFor(() =>
      expect(
        canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(countries(2, 14)),
    );
    await userEvent.click(canvas.getByRole('button', { name: containing(tourneyName(3001)) }));
    await canvas.findByRole('list', { name: gamesOf(3001) });
  },
};

/** More than 62 days: a message on the field, nothing sent. */
export const RangeTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: europe() });
    const from = canvas.getByLabelText(storyText('results:range.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    await userEvent.click(canvas.getByRole('button', { name: storyText('results:range.show') }));
    await expect(canvas.getByLabelText(storyText('results:range.to'))).toHaveAccessibleDescription(
      storyText('results:range.tooLong', { count: 62 }),
    );
  },
};

/** A range that ends before it starts. */
export const RangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: europe() });
    const to = canvas.getByLabelText(storyText('results:range.to'));
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: storyText('results:range.show') }));
    await expect(to).toHaveAccessibleDescription(storyText('results:range.reversed'));
  },
};

export const Loading: Story = { parameters: fixture({ sports: never, tourneys: never }) };

/** Sports are here, the tourneys are still on their way. */
export const LoadingTourneys: Story = { parameters: fixture({ tourneys: never }) };

export const Empty: Story = {
  parameters: fixture({ sports: () => [], tourneys: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('results:empty') }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: fixture({ sports: unavailable, tourneys: unavailable }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('results:error'));
    await expect(
      within(alert).getByRole('button', { name: storyText('results:retry') }),
    ).toBeVisible();
  },
};

/** A tourney whose games fail: its own message and retry, inside the tourney. */
export const TourneyError: Story = {
  parameters: fixture({
    games: () => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: containing(tourneyName(1005)) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText('results:games.error'),
    );
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: containing(tourneyName(1001)) }),
    );
    await canvas.findByRole('list', { name: gamesOf(1001) });
  },
};
