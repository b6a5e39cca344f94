import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  neverAnswer,
  signedInSession,
  storyText,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { evoLiveTables, liveTableRoutes } from '../testing/fixtures.ts';
import LiveCasinoScreen from './LiveCasinoScreen.tsx';

function app(
  routes: Parameters<typeof liveTableRoutes>[0] = {},
  overrides: Partial<AppFixture> = {},
): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(liveTableRoutes(routes)),
      session: signedInSession,
      path: '/casinolive/main',
      ...overrides,
    },
  };
}

function Page() {
  return (
    <Box padding="gutter">
      <LiveCasinoScreen />
    </Box>
  );
}

const offline = () => {
  throw new ApiError({ kind: 'network', message: 'offline' });
};

const meta = {
  title: 'Casino/Launch/LiveCasinoScreen',
  component: Page,
  decorators: [withAppFixture],
  parameters: { layout: 'fullscreen', ...app() },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name of a category's list of tables, as the page writes it. */
const tablesOf = (category: 'roulette' | 'baccarat') =>
  storyText('casinoLaunch:live.tablesLabel', {
    category: storyText(`casinoLaunch:category.${category}`),
  });
const azureRoulette = evoLiveTables[0]!;
const blackjackVip = evoLiveTables[1]!;

/** A player: evolution and pragmatic tables together, by category; each tile opens its game. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('casinoLaunch:live.title') }),
    ).toBeVisible();
    const roulette = await canvas.findByRole('list', { name: tablesOf('roulette') });
    await expect(
      within(roulette).getByRole('link', {
        name: storyText('casino:tile.open', { name: azureRoulette.name }),
      }),
    ).toHaveAttribute('href', '/slots/evolution/1800001');
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText('casinoLaunch:category.gameShow') }),
    ).toBeVisible();
  },
};

/** A guest browses the tables, told above them that playing needs an account. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('casino:guest.message'))).toBeVisible();
    await expect(
      await canvas.findByRole('button', {
        name: storyText('casino:tile.openGuest', { name: blackjackVip.name }),
      }),
    ).toBeVisible();
  },
};

/** The lists are on their way: placeholder tiles. */
export const Loading: Story = {
  parameters: app({ evolution: neverAnswer, pragmatic: neverAnswer }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', {
        name: storyText('casinoLaunch:live.loadingLabel'),
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No table is open. */
export const Empty: Story = {
  parameters: app({ evolution: [], pragmatic: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText('casinoLaunch:live.emptyTitle'),
      }),
    ).toBeVisible();
  },
};

/** Both lists failed: the reason and a retry. */
export const Failed: Story = {
  parameters: app({ evolution: offline, pragmatic: offline }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('casinoLaunch:live.loadFailed'));
    await expect(alert).toHaveTextContent(storyText('errors:general.network'));
    await userEvent.click(
      within(alert).getByRole('button', { name: storyText('casinoLaunch:live.retry') }),
    );
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

/** One list failed: its error above, the other provider's tables below. */
export const PartlyFailed: Story = {
  parameters: app({ evolution: offline }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: tablesOf('baccarat') })).toBeVisible();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: tablesOf('roulette') }),
    ).toBeVisible();
  },
};
