import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import {
  never,
  poolEventIds,
  ticketRefusal,
  totoRoutes,
  type TotoFixtureOptions,
} from '../fixtures.ts';
import { withTotoFixture, type TotoStoryFixture } from '../testing/withTotoFixture.tsx';
import TotoScreen from './TotoScreen.tsx';

function fixture(
  options: TotoFixtureOptions = {},
  session: Session = signedInSession,
): { toto: TotoStoryFixture } {
  return {
    toto: {
      api: createFixtureApi(totoRoutes(options)),
      session,
      actions: { refresh: fn(() => Promise.resolve()) },
    },
  };
}

const meta = {
  title: 'Sports/Toto/Toto',
  component: TotoScreen,
  decorators: [withTotoFixture],
  parameters: { layout: 'fullscreen', ...fixture() },
} satisfies Meta<typeof TotoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks 1, X, 2, 1, X, 2… down the pool. */
async function pickAll(root: HTMLElement) {
  const groups = await within(root).findAllByRole('radiogroup');
  for (const [index, group] of groups.entries()) {
    const radio = within(group).getAllByRole('radio')[index % 3];
    if (radio) await userEvent.click(radio);
  }
}

/** The stake's hint names the settings' limits once they are known (a player sends only then). */
async function limitsKnown(root: HTMLElement) {
  await waitFor(() =>
    expect(within(root).getByLabelText(/^Monto/)).toHaveAccessibleDescription(/^Mínimo/),
  );
}

async function playTicket(root: HTMLElement, stake = '2000') {
  const canvas = within(root);
  await limitsKnown(root);
  await pickAll(root);
  await userEvent.type(canvas.getByLabelText(/^Monto/), stake);
  await userEvent.click(canvas.getByRole('button', { name: 'Jugar boleto' }));
}

const echo = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-testid="shell-echo"]');

/** A player sees the open pool to fill in and their tickets below. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Quiniela 12' })).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(10);
    await expect(await canvas.findAllByRole('button', { expanded: false })).toHaveLength(3);
  },
};

/** Picking every match and a stake sends the ticket; the picks clear after. */
export const PickAndSubmit: Story = {
  parameters: fixture(),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(echo(canvasElement)).toHaveAttribute('data-notices', 'success:ticket.bought'),
    );
    const post = api.calls.filter((call) => call.method === 'POST').at(-1);
    await expect(post?.body).toEqual({
      toto_id: 12,
      bets: poolEventIds.map((id, index) => `${id}:${['1', 'X', '2'][index % 3] ?? ''}`),
      amount: 2000,
      lang: 'es',
    });
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  },
};

/** A guest fills in the ticket; submitting opens sign-in instead of sending. */
export const Guest: Story = {
  parameters: fixture({}, { status: 'guest' }),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await expect(canvas.getByText('Inicia sesión para jugar y ver tus boletos.')).toBeVisible();
    await playTicket(canvasElement);
    await expect(echo(canvasElement)).toHaveAttribute('data-auth-modal', 'sign-in');
    await expect(echo(canvasElement)).toHaveAttribute('data-notices', 'default:notice.loginToBet');
    await expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  },
};

/** Submitting with matches left: each one says so, and nothing is sent. */
export const MissingPicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await limitsKnown(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    await userEvent.click(within(groups[0] as HTMLElement).getByRole('radio', { name: /^1,/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Jugar boleto' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Faltan: 9.');
    await expect(groups[1]).toHaveAccessibleDescription('Elige 1, X o 2.');
    await expect(canvas.getByLabelText(/^Monto/)).toHaveAccessibleDescription(/Ingresa el monto\./);
  },
};

/** The ticket is on its way: the button spins and ignores presses. */
export const Submitting: Story = {
  parameters: fixture({ buy: never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Jugar boleto' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The pool closed while the player filled it in (409, code 3). */
export const SubmitError: Story = {
  parameters: fixture({ buy: () => Promise.reject(ticketRefusal(409, 3, 'event already begun')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Esta quiniela ya cerró: empezó su primer partido. Mira la nueva quiniela.',
      ),
    );
  },
};

/** Not enough money (402, code 12): said on the stake, which is kept. */
export const NoMoney: Story = {
  parameters: fixture({ buy: () => Promise.reject(ticketRefusal(402, 12, 'no money on account')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement, '9000');
    const stake = canvas.getByLabelText(/^Monto/);
    await waitFor(() => expect(stake).toHaveAccessibleDescription(/No tienes saldo suficiente\./));
    await expect(stake).toHaveValue('9000');
  },
};

/** A stake under the CLP minimum the settings announce (100): said in the player's money. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement, '50');
    await expect(canvas.getByLabelText(/^Monto/)).toHaveAccessibleDescription(
      /El monto mínimo es 100,00\s\$\./,
    );
    await expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  },
};

/** The player already has the pool's ten tickets (code 691): the cap, said on the form. */
export const TicketCap: Story = {
  parameters: fixture({
    buy: () => Promise.reject(ticketRefusal(400, 691, 'at most 10 tickets per player in a pool')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Se pueden jugar como máximo 10 boletos por quiniela y ya los jugaste.',
      ),
    );
  },
};

/** The settings (and their limits) still loading: no hint yet, and the button waits. */
export const LimitsLoading: Story = {
  parameters: fixture({ settings: never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Quiniela 12' });
    await expect(canvas.getByRole('button', { name: 'Jugar boleto' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** My tickets: one opened, its picks beside the results. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tickets = await canvas.findByRole('region', { name: 'Mis boletos' });
    const [, won] = await within(tickets).findAllByRole('button', { expanded: false });
    await userEvent.click(won as HTMLElement);
    const content = within(tickets).getByRole('region', { name: /Boleto n\.º 41/ });
    await expect(content).toHaveTextContent('Aciertos: 9 de 10');
    await expect(content).toHaveTextContent(/Ganancia: 10\.000,00\s\$/);
    await expect(within(content).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const TicketsEmpty: Story = { parameters: fixture({ tickets: [] }) };

export const TicketsError: Story = {
  parameters: fixture({
    tickets: () => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: async ({ canvasElement }) => {
    const tickets = await within(canvasElement).findByRole('region', { name: 'Mis boletos' });
    await expect(await within(tickets).findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar tus boletos',
    );
  },
};

export const Loading: Story = { parameters: fixture({ pool: never, tickets: never }) };

/** No pool open between two pools. */
export const Empty: Story = {
  parameters: fixture({ pool: null }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'No hay ninguna quiniela abierta',
      }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: fixture({
    pool: () =>
      Promise.reject(new ApiError({ kind: 'http', httpStatus: 503, message: 'unavailable' })),
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar la quiniela');
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  parameters: fixture({}, { status: 'guest' }),
};
