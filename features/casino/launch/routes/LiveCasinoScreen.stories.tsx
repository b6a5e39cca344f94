import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  neverAnswer,
  signedInSession,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { liveTableRoutes } from '../testing/fixtures.ts';
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

/** A player: evolution and pragmatic tables together, by category; each tile opens its game. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Casino en vivo' })).toBeVisible();
    const roulette = await canvas.findByRole('list', { name: 'Mesas de Ruleta' });
    await expect(
      within(roulette).getByRole('link', { name: 'Jugar a Live Azure Roulette' }),
    ).toHaveAttribute('href', '/slots/evolution/1800001');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Game shows' })).toBeVisible();
  },
};

/** A guest browses the tables, told above them that playing needs an account. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Para usar las casino, inicie sesión.')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Blackjack VIP: inicia sesión para jugar' }),
    ).toBeVisible();
  },
};

/** The lists are on their way: placeholder tiles. */
export const Loading: Story = {
  parameters: app({ evolution: neverAnswer, pragmatic: neverAnswer }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Cargando mesas en vivo' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No table is open. */
export const Empty: Story = {
  parameters: app({ evolution: [], pragmatic: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No hay mesas en vivo abiertas' }),
    ).toBeVisible();
  },
};

/** Both lists failed: the reason and a retry. */
export const Failed: Story = {
  parameters: app({ evolution: offline, pragmatic: offline }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar las mesas en vivo');
    await expect(alert).toHaveTextContent('Sin conexión');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

/** One list failed: its error above, the other provider's tables below. */
export const PartlyFailed: Story = {
  parameters: app({ evolution: offline }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Mesas de Baccarat' })).toBeVisible();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Roulette tables' }),
    ).toBeVisible();
  },
};
