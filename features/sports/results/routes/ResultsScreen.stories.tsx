import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { never, resultsNow, resultsRoutes, type ResultsFixtureOptions } from '../fixtures.ts';
import { withResultsFixture, type ResultsStoryFixture } from '../testing/withResultsFixture.tsx';
import ResultsScreen from './ResultsScreen.tsx';

function fixture(options: ResultsFixtureOptions = {}): { results: ResultsStoryFixture } {
  return { results: { api: createFixtureApi(resultsRoutes(options)) } };
}

const unavailable = () =>
  Promise.reject(new ApiError({ kind: 'http', httpStatus: 503, message: 'unavailable' }));

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: 'Europa' });
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Europa', 'Inglaterra', 'España', 'Estados Unidos']);
    await expect(canvas.getByRole('tab', { name: 'Todos (13)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Opening a tourney asks for its games then; each shows kick-off, teams and scores. */
export const OpenTourney: Story = {
  parameters: fixture(),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { results: ResultsStoryFixture }).results;
    const canvas = within(canvasElement);
    const tourney = await canvas.findByRole('button', { name: /UEFA Liga de Campeones/ });
    const before = api.calls.length;
    await userEvent.click(tourney);
    await expect(tourney).toHaveAttribute('aria-expanded', 'true');
    const games = await canvas.findByRole('list', {
      name: 'Resultados de UEFA Liga de Campeones',
    });
    const rows = within(games).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Real Madrid – Bayern Munich');
    await expect(rows[0]).toHaveTextContent('Parciales: 1:0, 1:1');
    await expect(rows[0]).toHaveTextContent('2:1');
    await expect(api.calls.slice(before).map((call) => call.path)).toContain(
      '/api/bs2/remote/api/results/es/games/1001/15112026/18112026',
    );
  },
};

/** One sport's tab: only its tourneys. */
export const OneSport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Baloncesto (3)' }));
    await waitFor(() =>
      expect(
        canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(['Europa', 'Estados Unidos']),
    );
    await userEvent.click(canvas.getByRole('button', { name: /NBA/ }));
    await canvas.findByRole('list', { name: 'Resultados de NBA' });
  },
};

/** More than 62 days: a message on the field, nothing sent. */
export const RangeTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Europa' });
    const from = canvas.getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver resultados' }));
    await expect(canvas.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'Elige 62 días como máximo.',
    );
  },
};

/** A range that ends before it starts. */
export const RangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Europa' });
    const to = canvas.getByLabelText('Hasta');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver resultados' }));
    await expect(to).toHaveAccessibleDescription(
      'El día final debe ser igual o posterior al de inicio.',
    );
  },
};

export const Loading: Story = { parameters: fixture({ sports: never, tourneys: never }) };

/** Sports are here, the tourneys are still on their way. */
export const LoadingTourneys: Story = { parameters: fixture({ tourneys: never }) };

export const Empty: Story = {
  parameters: fixture({ sports: () => [], tourneys: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'No hay resultados para estos días',
      }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: fixture({ sports: unavailable, tourneys: unavailable }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudieron cargar los resultados');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** A tourney whose games fail: its own message and retry, inside the tourney. */
export const TourneyError: Story = {
  parameters: fixture({
    games: () => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /LaLiga/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los partidos',
    );
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /UEFA Champions League/ }));
    await canvas.findByRole('list', { name: 'UEFA Champions League results' });
  },
};
