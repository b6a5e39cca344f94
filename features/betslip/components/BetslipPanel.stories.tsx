import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  signedInSession,
  storyLanguage,
  storyMoney,
  storyText,
  withAnySpaces,
  withAppFixture,
} from '../../core/testing/index.ts';
import type { AppFixture } from '../../core/testing/index.ts';
import { dispatchSlip } from '../model/slipStore.ts';
import { betslipRoutes, refusal, type BetslipFixtureOptions } from './BetslipPanel.fixtures.ts';
import { BetslipPanel } from './BetslipPanel.tsx';
import { fixtureBetsIn } from './SlipPanel.fixtures.ts';

function app(options: BetslipFixtureOptions = {}, player = true): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(betslipRoutes(options)),
      session: player ? signedInSession : { status: 'guest' },
    },
  };
}

/**
 * Puts the first `count` fixture bets in the slip, named as the feed names them in the story's
 * language (the preview empties the slip before each story).
 */
function withBets(count: number) {
  return () => {
    for (const selection of fixtureBetsIn(storyLanguage()).slice(0, count)) {
      dispatchSlip({ type: 'add', selection });
    }
  };
}

const stakeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(storyText('betslip:stake.label'));
const placeButton = () => ({ name: storyText('betslip:place.submit') });
const oddsMoved = (direction: 'oddsUp' | 'oddsDown', price: string) =>
  `${storyText(`betslip:bets.${direction}`)}, ${storyText('betslip:bets.was', { price })}`;

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
    await expect(
      canvas.getByRole('tab', { name: storyText('betslip:type.express') }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(stakeField(canvasElement), '2000');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    await expect(
      await canvas.findByRole('heading', { name: storyText('betslip:empty.title') }),
    ).toBeVisible();
    await expect(placeCalls(parameters)).toHaveLength(1);
  },
};

/** Odds moved in the feed since the bets were added: arrows, colours, one announcement. */
export const OddsMoved: Story = {
  parameters: app({ rates: { '9001_1.1': 2.25, '9002_17.9.2.5': 1.7 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: oddsMoved('oddsUp', '2.10') }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: oddsMoved('oddsDown', '1.85') })).toBeVisible();
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
    await userEvent.type(stakeField(canvasElement), '2000');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    // The match named, then the reason (the line's own words in the story's language).
    const line = storyText('betslip:place.line', { teams: 'Real Madrid - Barcelona', message: '' });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(line.trim()));
  },
};

/** A stake under the server's minimum: a clear message, nothing sent, the value kept. */
export const StakeBelowMinimum: Story = {
  parameters: app(),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      withAnySpaces(
        storyText('betslip:stake.hint', { min: storyMoney(100), max: storyMoney(1000000) }),
      ),
    );
    const stake = stakeField(canvasElement);
    await userEvent.type(stake, '20');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    await expect(stake).toHaveAccessibleDescription(
      withAnySpaces(storyText('errors:bet.belowMinimum')),
    );
    await expect(stake).toHaveValue('20');
    await expect(placeCalls(parameters)).toHaveLength(0);
  },
};

/** A player with free bets and a bonus balance chooses how to pay. */
export const FreeBetAndBonus: Story = {
  parameters: app({ freeBetsActive: 3, bonusBalance: 5000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(storyText('betslip:options.funding')),
      'freeBet',
    );
    await expect(
      canvas.getByText(
        withAnySpaces(storyText('betslip:stake.freeBet', { amount: storyMoney(100) })),
      ),
    ).toBeVisible();
    // A 100 free bet on the express at 13.21 may win its winnings, 1221, not 1321.
    await expect(canvas.getByText(storyMoney(1221))).toBeVisible();
    await expect(canvas.queryByText(storyMoney(1321))).toBeNull();
  },
};

/** A guest: the slip with odds from the feed, and a log-in button instead of placing. */
export const Guest: Story = {
  parameters: app({}, false),
  beforeEach: withBets(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: storyText('betslip:place.signIn') }),
    ).toBeVisible();
    const oneClick = storyText('betslip:oneClick.label');
    await expect(
      canvas.queryByRole('switch', { name: (name) => name.includes(oneClick) }),
    ).toBeNull();
  },
};
