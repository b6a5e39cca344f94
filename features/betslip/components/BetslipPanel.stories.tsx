import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureApi, signedInSession, withAppFixture } from '../../core/testing/index.ts';
import type { AppFixture } from '../../core/testing/index.ts';
import { dispatchSlip } from '../model/slipStore.ts';
import { betslipRoutes, refusal, type BetslipFixtureOptions } from './BetslipPanel.fixtures.ts';
import { BetslipPanel } from './BetslipPanel.tsx';
import { fixtureBets } from './SlipPanel.fixtures.ts';

function app(options: BetslipFixtureOptions = {}, player = true): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(betslipRoutes(options)),
      session: player ? signedInSession : { status: 'guest' },
    },
  };
}

/** Puts the first `count` fixture bets in the slip (the preview empties it before each story). */
function withBets(count: number) {
  return () => {
    for (const selection of fixtureBets.slice(0, count)) dispatchSlip({ type: 'add', selection });
  };
}

const placeCalls = (parameters: unknown) =>
  (parameters as { app: AppFixture }).app.api.calls.filter(
    (call) => call.path === '/api/bet/place',
  );

const meta = {
  title: 'Betslip/BetslipPanel',
  component: BetslipPanel,
  decorators: [withAppFixture],
  parameters: app(),
  beforeEach: withBets(3),
} satisfies Meta<typeof BetslipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player's express: type a stake and place it; the slip empties. */
export const PlaceExpress: Story = {
  parameters: app(),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Combinada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Monto'), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apostar' }));
    await expect(await canvas.findByRole('heading', { name: 'Tu cupón está vacío' })).toBeVisible();
    await expect(placeCalls(parameters)).toHaveLength(1);
  },
};

/** Odds moved in the feed since the bets were added: arrows, colours, one announcement. */
export const OddsMoved: Story = {
  parameters: app({ rates: { '9001_1.1': 2.25, '9002_17.9': 1.7 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'La cuota subió, antes 2.10' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'La cuota bajó, antes 1.85' })).toBeVisible();
  },
};

/** The server refuses with 681: the unavailable match is named and its bet marked. */
export const EventUnavailable: Story = {
  parameters: app({
    codes: { '9001_1.1': 681 },
    place: () => {
      throw refusal(
        681,
        [{ id: '9001_1.1', errorCode: 681 }],
        'Event is unavailable. EventId: 9001',
      );
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Monto'), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apostar' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/Real Madrid - Barcelona:/),
    );
  },
};

/** A stake under the server's minimum: a clear message, nothing sent, the value kept. */
export const StakeBelowMinimum: Story = {
  parameters: app(),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^De 100,00/);
    const stake = canvas.getByLabelText('Monto');
    await userEvent.type(stake, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Apostar' }));
    await expect(stake).toHaveAccessibleDescription(/El monto es menor que el mínimo/);
    await expect(stake).toHaveValue('20');
    await expect(placeCalls(parameters)).toHaveLength(0);
  },
};

/** A player with free bets and a bonus balance chooses how to pay. */
export const FreeBetAndBonus: Story = {
  parameters: app({ freeBetsActive: 3, bonusBalance: 5000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pagar con'), 'freeBet');
    await expect(canvas.getByText(/una apuesta gratis de/)).toBeVisible();
  },
};

/** A guest: the slip with odds from the feed, and a log-in button instead of placing. */
export const Guest: Story = {
  parameters: app({}, false),
  beforeEach: withBets(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inicia sesión para apostar' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: /un clic/ })).toBeNull();
  },
};
