import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../design-system/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
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

const section = (canvasElement: HTMLElement, name = 'Más mesas en vivo') =>
  within(within(canvasElement).getByRole('region', { name }));

/** A player: betgames' lobby, fiable's tables with limits, ezugi's four tables, the TV games. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const fiable = await region.findByRole('list', { name: 'Mesas de Fiable' });
    await expect(within(fiable).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(fiable).getByText('Ruleta · 1,00 $ – 500,00 $')).toBeVisible();
    await expect(
      within(region.getByRole('list', { name: 'Mesas de Ezugi' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(region.getByRole('button', { name: 'Abrir el lobby de Betgames' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Ver juegos de TV' })).toHaveAttribute(
      'href',
      '/tv-bet',
    );
  },
};

/** 'Jugar' on a fiable table: the token comes and the browser goes to the table. */
export const OpensTable: Story = {
  parameters: app({
    'GET /api/fiable/get_token': tokenAnswer('/demo/live-table/?token=T&lang=es&table=fi-roulette'),
  }),
  play: async ({ canvasElement, args }) => {
    const region = section(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Jugar en Fiable Roulette' }));
    await waitFor(() =>
      expect(args.openUrl).toHaveBeenCalledWith(
        '/demo/live-table/?token=T&lang=es&table=fi-roulette',
      ),
    );
  },
};

/** The token call runs: that table's button spins, fiable's others wait. */
export const OpeningTable: Story = {
  parameters: app({ 'GET /api/fiable/get_token': neverAnswer }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const play = await region.findByRole('button', { name: 'Jugar en Fiable Roulette' });
    await userEvent.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-busy', 'true'));
    await expect(region.getByRole('button', { name: 'Jugar en Fiable Blackjack' })).toBeDisabled();
  },
};

/** Betgames' lobby opening (no game_id): its button spins. */
export const OpeningLobby: Story = {
  parameters: app({ 'GET /api/betgames/GetUserTokenBetgames': neverAnswer }),
  play: async ({ canvasElement }) => {
    const lobby = section(canvasElement).getByRole('button', {
      name: 'Abrir el lobby de Betgames',
    });
    await userEvent.click(lobby);
    await waitFor(() => expect(lobby).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed token call: notified by the shell, the button works again, nothing is opened. */
export const OpenFailed: Story = {
  parameters: app({ 'GET /api/betgames/GetUserTokenBetgames': platformFailure(500, 500) }),
  play: async ({ canvasElement, args }) => {
    const lobby = section(canvasElement).getByRole('button', {
      name: 'Abrir el lobby de Betgames',
    });
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
      section(canvasElement).getByText('Cargando las mesas de Fiable'),
    ).toBeInTheDocument();
  },
};

/** Fiable's list failed: why, and a retry. */
export const FiableFailed: Story = {
  parameters: app({ 'GET /api/fiable/game_list': platformFailure(500, 500) }),
  play: async ({ canvasElement }) => {
    const alert = await section(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('No pudimos cargar las mesas de Fiable')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
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
    await userEvent.click(await region.findByRole('button', { name: 'Reintentar' }));
    await expect(await region.findByRole('list', { name: 'Mesas de Fiable' })).toBeVisible();
  },
};

/** Fiable has no tables now. */
export const FiableEmpty: Story = {
  parameters: app({ 'GET /api/fiable/game_list': [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await section(canvasElement).findByText('Fiable no tiene mesas abiertas ahora.'),
    ).toBeVisible();
  },
};

/** A guest: asked to sign in; the tables' buttons open the sign-in, fiable (a player list) hides. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByText('Inicia sesión para jugar en estas mesas.')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(region.queryByRole('heading', { name: 'Fiable' })).toBeNull();
  },
};

/** Fiable and betgames banned for the player: only ezugi and the TV games remain. */
export const ProvidersBanned: Story = {
  parameters: app({}, { blocklist: ['fiable', 'betgames'] }),
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.queryByRole('heading', { name: 'Fiable' })).toBeNull();
    await expect(region.queryByRole('heading', { name: 'Betgames' })).toBeNull();
    await expect(region.getByRole('heading', { level: 3, name: 'Ezugi' })).toBeVisible();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement, 'More live tables');
    await expect(region.getByRole('button', { name: 'Open the Betgames lobby' })).toBeVisible();
    await expect(await region.findByRole('button', { name: 'Play Fiable Roulette' })).toBeVisible();
    await expect(region.getByText('Roulette · $1.00 – $500.00')).toBeVisible();
  },
};

/** European Portuguese. */
export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement, 'Mais mesas ao vivo');
    await expect(region.getByRole('button', { name: 'Abrir o lobby da Betgames' })).toBeVisible();
    await expect(
      await region.findByRole('button', { name: 'Jogar em Fiable Roulette' }),
    ).toBeVisible();
    await expect(region.getByText('Roleta · 1,00 $ – 500,00 $')).toBeVisible();
  },
};
