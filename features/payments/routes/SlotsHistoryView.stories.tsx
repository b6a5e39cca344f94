import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  containing,
  createFixtureApi,
  storyText,
  type FixtureRequest,
} from '../../core/testing/index.ts';
import { initialSlotsFilter, toggleOption, toggleProvider } from '../model/slotsFilter.ts';
import {
  never,
  paymentRefusal,
  providersFixture,
  slotsPage,
  slotsRoundsFixture,
} from '../testing/fixtures.ts';
import { withFixtures } from '../testing/withFixtures.tsx';
import SlotsHistoryScreen from './SlotsHistoryScreen.tsx';
import { SlotsHistoryView } from './SlotsHistoryView.tsx';

const range = { from: '2026-10-19', to: '2026-11-18' };
const filter = initialSlotsFilter(
  range,
  providersFixture.map((item) => item.provider),
);
const names = new Map(providersFixture.map((item) => [item.provider, item.name]));

const meta = {
  title: 'Payments/SlotsHistory',
  component: SlotsHistoryView,
  args: {
    filter,
    onFilterChange: fn(),
    providerName: (provider: string) => names.get(provider) ?? provider,
    page: 1,
    onPageChange: fn(),
    history: { status: 'ready', rows: slotsRoundsFixture, pageCount: 6, refreshing: false },
    currency: 'CLP',
    symbols: { CLP: '$' },
  },
} satisfies Meta<typeof SlotsHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { history: { status: 'loading' } } };

const roundsList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: storyText('payments:slots.listLabel') });
const pagesNavigation = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: storyText('payments:pagination.label') });
const providersGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: storyText('payments:slots.providers') });
const moreFilters = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: containing(storyText('payments:slots.moreFilters')),
  });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(roundsList(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    // The first round: Pragmatic Play's slot, won.
    await expect(rows[0]).toHaveTextContent(
      `${names.get('pragmatic')} · ${storyText('payments:slots.gameType.slots')}`,
    );
    await expect(rows[0]).toHaveTextContent(storyText('payments:slots.status.win'));
    await expect(pagesNavigation(canvasElement)).toBeVisible();
  },
};

/** The narrowing filters, some chosen. */
export const FiltersOpen: Story = {
  args: {
    filter: {
      ...filter,
      providers: toggleProvider(filter.providers, 'netent'),
      statuses: toggleOption(filter.statuses, 1),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(moreFilters(canvasElement));
    const providers = providersGroup(canvasElement);
    await expect(within(providers).getByRole('button', { name: 'NetEnt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(providers).getByRole('button', { name: storyText('payments:slots.allProviders') }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LaterPage: Story = {
  args: { page: 4 },
  play: async ({ canvasElement, args }) => {
    const pages = pagesNavigation(canvasElement);
    await userEvent.click(
      within(pages).getByRole('button', { name: storyText('payments:pagination.next') }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
  },
};

export const Refreshing: Story = {
  args: { history: { status: 'ready', rows: slotsRoundsFixture, pageCount: 6, refreshing: true } },
};

export const Empty: Story = {
  args: { history: { status: 'ready', rows: [], pageCount: 0, refreshing: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: storyText('payments:slots.empty') }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    history: {
      status: 'error',
      message: 'Error Al Ejecutar La Consulta.',
      onRetry: fn(),
      retrying: false,
    },
  },
};

export const English: Story = { globals: { language: 'en-US' } };

/** The screen: a filter by one provider and one result, as the spec's rule sends it. */
export const ScreenFiltering: StoryObj<typeof SlotsHistoryScreen> = {
  render: () => <SlotsHistoryScreen today="2026-11-18T12:00:00" />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/casino/providers': providersFixture,
        'GET /api/user/getSlotsBetHistory': (request: FixtureRequest) =>
          request.query.providers === 'netent' && request.query.statuses === 2
            ? slotsPage(
                slotsRoundsFixture.filter((row) => row.provider === 'netent'),
                1,
                1,
              )
            : slotsPage(slotsRoundsFixture),
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: storyText('payments:slots.listLabel') });
    await userEvent.click(moreFilters(canvasElement));
    await userEvent.click(
      within(providersGroup(canvasElement)).getByRole('button', { name: 'NetEnt' }),
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: storyText('payments:slots.result') })).getByRole(
        'button',
        { name: storyText('payments:slots.status.lose') },
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText('payments:range.show') }));
    await waitFor(() =>
      expect(within(roundsList(canvasElement)).getAllByRole('listitem')).toHaveLength(1),
    );
    // The spinner lingers 400 ms and fades (spec); the picture is of the settled page.
    await waitFor(() => expect(canvas.queryByText(storyText('payments:slots.loading'))).toBeNull());
  },
};

export const ScreenLoading: StoryObj<typeof SlotsHistoryScreen> = {
  render: () => <SlotsHistoryScreen today="2026-11-18T12:00:00" />,
  decorators: [withFixtures(createFixtureApi({ 'GET /api/casino/providers': never }))],
};

export const ScreenFailed: StoryObj<typeof SlotsHistoryScreen> = {
  render: () => <SlotsHistoryScreen today="2026-11-18T12:00:00" />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/casino/providers': providersFixture,
        'GET /api/user/getSlotsBetHistory': () => {
          throw paymentRefusal(0, undefined, 502);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText('payments:slots.error'),
    );
  },
};
