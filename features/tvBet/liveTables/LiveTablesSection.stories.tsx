import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../design-system/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  storyLanguage,
  storyMoney,
  storyText,
  withAnySpaces,
  withAppFixture,
  type AppFixture,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { fiableListAnswer, tokenAnswer } from '../testing/liveTableFixtures.ts';
import { platformFailure } from '../testing/fixtures.ts';
import LiveTablesSection from './LiveTablesSection.tsx';

function app(routes: FixtureRoutes = {}, overrides: Partial<AppFixture> = {}): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi({ 'GET /api/fiable/game_list': fiableListAnswer, ...routes }),
      session: signedInSession,
      brand: fixtureBrand,
      path: '/casinolive/main',
      ...overrides,
    },
  };
}

/** The section as the live casino page places it, inside the page's gutters. */
function Page({ openUrl }: { openUrl?: (url: string) => void }) {
  return (
    <Box padding="gutter">
      <LiveTablesSection openUrl={openUrl} />
    </Box>
  );
}

const meta = {
  title: 'TvBet/LiveTablesSection',
  component: Page,
  decorators: [withAppFixture],
  args: { openUrl: fn() },
  parameters: { layout: 'fullscreen', ...app() },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player's text of a tvBet key, in the story's language. */
const tvBetText = (key: string, options?: Record<string, unknown>) =>
  storyText(`${TV_BET_NAMESPACE}:${key}`, options);

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: tvBetText('liveTables.title') }));

/** A fiable table's line as the section writes it from the list the platform sends. */
function tableLimits(tableId: string): RegExp {
  const table = fiableListAnswer({ query: { lang: storyLanguage() } }).find(
    (candidate) => candidate.id === tableId,
  );
  if (!table) throw new Error(`No fiable fixture table ${tableId}`);
  const line = tvBetText('liveTables.limits', {
    category: table.categoryName,
    min: storyMoney(table.minBet),
    max: storyMoney(table.maxBet),
  });
  return withAnySpaces(line);
}

const fiableList = () => ({ name: tvBetText('liveTables.fiable.listLabel') });
const openLobby = () => ({ name: tvBetText('liveTables.betgames.openLobby') });
const playTable = (name: string) => ({ name: tvBetText('liveTables.playTable', { name }) });
/** The roulette table's address as the platform gives it, in the language the call asks for. */
const rouletteAddress = (lang: unknown) =>
  `/demo/live-table/?token=T&lang=${String(lang)}&table=fi-roulette`;

/** A player: betgames' lobby, fiable's tables with limits, ezugi's four tables, the TV games. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const fiable = await region.findByRole('list', fiableList());
    await expect(within(fiable).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(fiable).getByText(tableLimits('fi-roulette'))).toBeVisible();
    const ezugi = region.getByRole('list', { name: tvBetText('liveTables.ezugi.listLabel') });
    await expect(within(ezugi).getAllByRole('listitem')).toHaveLength(4);
    await expect(region.getByRole('button', openLobby())).toBeVisible();
    const tvGames = { name: tvBetText('liveTables.tvGames.link') };
    await expect(region.getByRole('link', tvGames)).toHaveAttribute('href', '/tv-bet');
  },
};

/** 'Play' on a fiable table: the token comes and the browser goes to the table. */
export const OpensTable: Story = {
  parameters: app({
    'GET /api/fiable/get_token': (request: FixtureRequest) =>
      tokenAnswer(rouletteAddress(request.query.lang)),
  }),
  play: async ({ canvasElement, args }) => {
    const region = section(canvasElement);
    await userEvent.click(await region.findByRole('button', playTable('Fiable Roulette')));
    await waitFor(() =>
      expect(args.openUrl).toHaveBeenCalledWith(rouletteAddress(storyLanguage())),
    );
  },
};

/** The token call runs: that table's button spins, fiable's others wait. */
export const OpeningTable: Story = {
  parameters: app({ 'GET /api/fiable/get_token': neverAnswer }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const play = await region.findByRole('button', playTable('Fiable Roulette'));
    await userEvent.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-busy', 'true'));
    await expect(region.getByRole('button', playTable('Fiable Blackjack'))).toBeDisabled();
  },
};

/** Betgames' lobby opening (no game_id): its button spins. */
export const OpeningLobby: Story = {
  parameters: app({ 'GET /api/betgames/GetUserTokenBetgames': neverAnswer }),
  play: async ({ canvasElement }) => {
    const lobby = section(canvasElement).getByRole('button', openLobby());
    await userEvent.click(lobby);
    await waitFor(() => expect(lobby).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed token call: notified by the shell, the button works again, nothing is opened. */
export const OpenFailed: Story = {
  parameters: app({ 'GET /api/betgames/GetUserTokenBetgames': platformFailure(500, 500) }),
  play: async ({ canvasElement, args }) => {
    const lobby = section(canvasElement).getByRole('button', openLobby());
    await userEvent.click(lobby);
    await waitFor(() => expect(lobby).not.toHaveAttribute('aria-busy'));
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

/** Fiable's list is on its way: placeholders. */
export const FiableLoading: Story = {
  parameters: app({ 'GET /api/fiable/game_list': neverAnswer }),
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement).getByText(tvBetText('liveTables.fiable.loading')),
    ).toBeInTheDocument();
  },
};

/** Fiable's list failed: why, and a retry. */
export const FiableFailed: Story = {
  parameters: app({ 'GET /api/fiable/game_list': platformFailure(500, 500) }),
  play: async ({ canvasElement }) => {
    const alert = await section(canvasElement).findByRole('alert');
    await expect(within(alert).getByText(tvBetText('liveTables.fiable.failed'))).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: tvBetText('liveTables.fiable.retry') }),
    ).toBeVisible();
  },
};

let attempts = 0;

/** A retry after the list failed brings the tables. */
export const FiableRetry: Story = {
  parameters: app({
    'GET /api/fiable/game_list': (request: Parameters<typeof fiableListAnswer>[0]) =>
      ++attempts % 2 === 1 ? platformFailure(500, 500)() : fiableListAnswer(request),
  }),
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await userEvent.click(
      await region.findByRole('button', { name: tvBetText('liveTables.fiable.retry') }),
    );
    await expect(await region.findByRole('list', fiableList())).toBeVisible();
  },
};

/** Fiable has no tables now. */
export const FiableEmpty: Story = {
  parameters: app({ 'GET /api/fiable/game_list': [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await section(canvasElement).findByText(tvBetText('liveTables.fiable.empty')),
    ).toBeVisible();
  },
};

/** A guest: asked to sign in; the tables' buttons open the sign-in, fiable (a player list) hides. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByText(tvBetText('liveTables.guest'))).toBeVisible();
    await expect(
      region.getByRole('button', { name: tvBetText('liveTables.signIn') }),
    ).toBeVisible();
    await expect(
      region.queryByRole('heading', { name: tvBetText('liveTables.provider.fiable') }),
    ).toBeNull();
  },
};

/** Fiable and betgames banned for the player: only ezugi and the TV games remain. */
export const ProvidersBanned: Story = {
  parameters: app({}, { blocklist: ['fiable', 'betgames'] }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const provider = (key: string) => tvBetText(`liveTables.provider.${key}`);
    await expect(region.queryByRole('heading', { name: provider('fiable') })).toBeNull();
    await expect(region.queryByRole('heading', { name: provider('betgames') })).toBeNull();
    await expect(region.getByRole('heading', { level: 3, name: provider('ezugi') })).toBeVisible();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByRole('button', openLobby())).toBeVisible();
    await expect(await region.findByRole('button', playTable('Fiable Roulette'))).toBeVisible();
    await expect(region.getByText(tableLimits('fi-roulette'))).toBeVisible();
  },
};

/** European Portuguese. */
export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByRole('button', openLobby())).toBeVisible();
    await expect(await region.findByRole('button', playTable('Fiable Roulette'))).toBeVisible();
    await expect(region.getByText(tableLimits('fi-roulette'))).toBeVisible();
  },
};
