import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLanguage, storyMoney, storyText, withAnySpaces } from '../../core/testing/index.ts';
import { fixturePanelProps, fixtureRow, slipRowIn } from './SlipPanel.fixtures.ts';
import { SlipPanel } from './SlipPanel.tsx';
import type { SlipPanelProps } from './slipPanelTypes.ts';

/** The panel as its container passes it in the story's language: feed names, money format. */
function InLanguage(props: SlipPanelProps) {
  const language = storyLanguage();
  return (
    <SlipPanel
      {...props}
      rows={props.rows.map((row) => slipRowIn(row, language))}
      money={(amount) => storyMoney(amount)}
    />
  );
}

const includes = (text: string) => (content: string) => content.includes(text);

const meta = {
  title: 'Betslip/SlipPanel',
  component: SlipPanel,
  render: InLanguage,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: fixturePanelProps({
    onTypeChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onAcceptOddsChangesChange: fn(),
    placement: {
      viewer: 'player',
      status: 'idle',
      onPlace: fn(),
      onSignIn: fn(),
      messages: [],
    },
  }),
} satisfies Meta<typeof SlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const threeRows = [fixtureRow(0), fixtureRow(1), fixtureRow(2)];

/** Nothing in the slip: a way to the top events. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: storyText('betslip:empty.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('betslip:empty.action') }),
    ).toHaveAttribute('href', '/line/top-events');
  },
};

/** One bet: a single; express and system cannot be chosen yet. */
export const OneBet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tab', { name: storyText('betslip:type.single') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tab', { name: storyText('betslip:type.express') }),
    ).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText('betslip:bets.remove', { outcome: '1', teams: 'Real Madrid - Barcelona' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('9001_1.1');
  },
};

/** Three bets of three matches as an express; switching to a system starts at 2 of 3. */
export const Express: Story = {
  args: {
    rows: threeRows,
    type: { kind: 'express' },
    totals: { coefficient: 13.21, potentialWin: 13210, maxWin: 20000000 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: storyText('betslip:type.system') }));
    await expect(args.onTypeChange).toHaveBeenCalledWith({ kind: 'system', size: 2 });
    await userEvent.click(canvas.getByRole('button', { name: storyText('betslip:bets.clear') }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** A system 2 of 4: the combination size to choose and how many combinations it makes. */
export const System: Story = {
  args: {
    rows: [...threeRows, fixtureRow(3)],
    type: { kind: 'system', size: 2 },
    totals: { coefficient: 4.38, potentialWin: 4380, maxWin: 20000000 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(includes(storyText('betslip:type.systemHint', { count: 6 }))),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(storyText('betslip:type.systemSize')), '3');
    await expect(args.onTypeChange).toHaveBeenCalledWith({ kind: 'system', size: 3 });
  },
};

/** The odds rose since the bet was added: up arrow, the rise's colour, the old price beside. */
export const OddsMovedUp: Story = {
  args: { rows: [fixtureRow(0, { currentRate: 2.25, movement: 'up' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rose = `${storyText('betslip:bets.oddsUp')}, ${storyText('betslip:bets.was', { price: '2.10' })}`;
    await expect(canvas.getByRole('img', { name: rose })).toBeVisible();
    await expect(canvas.getByText('2.25')).toBeVisible();
  },
};

/** The odds fell since the bet was added. */
export const OddsMovedDown: Story = {
  args: {
    rows: [fixtureRow(0, { currentRate: 1.95, movement: 'down' })],
  },
};

/** The odds are suspended now: the bet says so. */
export const BlockedBet: Story = {
  args: { rows: [fixtureRow(0), fixtureRow(1, { blocked: true, errorCode: 14 })] },
};

/** Two outcomes of one match in an express: both marked (the platform refuses code 17). */
export const IncompatibleBets: Story = {
  args: {
    type: { kind: 'express' },
    rows: [
      fixtureRow(0, { incompatible: true }),
      fixtureRow(1),
      fixtureRow(2, {
        id: '9001_8.4',
        teams: 'Real Madrid - Barcelona',
        outcome: '1X',
        marketName: 'Doble oportunidad',
        incompatible: true,
      }),
    ],
  },
};

/** A refused coupon: each bet shows its code's message; 681 names the unavailable event. */
export const ErrorCodes: Story = {
  args: {
    type: { kind: 'express' },
    rows: [fixtureRow(0, { errorCode: 681 }), fixtureRow(1, { errorCode: 4 }), fixtureRow(2)],
    placement: {
      viewer: 'player',
      status: 'idle',
      onPlace: fn(),
      onSignIn: fn(),
      messages: [
        { teams: 'Real Madrid - Barcelona', message: { key: 'status.eventUnavailable' } },
        { teams: 'Colo-Colo - Universidad de Chile', message: { key: 'bet.coefChanged' } },
      ],
    },
  },
};

/** The coupon is on its way: the button says so and spins; nothing in the slip can change. */
export const Processing: Story = {
  args: {
    placement: {
      viewer: 'player',
      status: 'processing',
      onPlace: fn(),
      onSignIn: fn(),
      messages: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', {
      name: includes(storyText('betslip:place.processing')),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.placement.onPlace).not.toHaveBeenCalled();
  },
};

/** After a reload during placement: the coupon sent before is being finished. */
export const Resuming: Story = {
  args: {
    placement: {
      viewer: 'player',
      status: 'resuming',
      onPlace: fn(),
      onSignIn: fn(),
      messages: [],
    },
  },
};

/** A guest sees the slip and is asked to log in to place it. */
export const Guest: Story = {
  args: {
    oneClick: undefined,
    placement: { viewer: 'guest', status: 'idle', onPlace: fn(), onSignIn: fn(), messages: [] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: storyText('betslip:place.submit') }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyText('betslip:place.signIn') }));
    await expect(args.placement.onSignIn).toHaveBeenCalled();
  },
};

/** One-click betting on, with its amount. */
export const OneClickOn: Story = {
  args: {
    oneClick: {
      enabled: true,
      onEnabledChange: fn(),
      amount: '50',
      onAmountChange: fn(),
      invalid: false,
    },
  },
};

/** A player with free bets pays with one: the stake is the free bet's. */
export const FreeBet: Story = {
  args: {
    funding: {
      value: 'freeBet',
      onChange: fn(),
      bonusBalance: 0,
      freeBets: { active: 2, amount: 100 },
    },
    // A free bet wins its winnings only: 100 × (2.10 − 1), as the platform pays it.
    totals: { coefficient: 2.1, potentialWin: 110 },
  },
};

/** A player with a bonus balance pays part of the stake with it. */
export const Bonus: Story = {
  args: {
    rows: threeRows,
    type: { kind: 'express' },
    funding: {
      value: 'bonus',
      onChange: fn(),
      bonusBalance: 5000,
      freeBets: { active: 0, amount: 100 },
      bonusAmount: 1000,
    },
  },
};

/** A stake below the minimum, after trying to place: a clear message, the typed value kept. */
export const StakeTooLow: Story = {
  args: {
    stake: {
      value: '50',
      onChange: fn(),
      problem: 'belowMin',
      limits: { min: 100, max: 1000000, maxWin: 20000000 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(storyText('betslip:stake.label'));
    await expect(field).toHaveValue('50');
    await expect(field).toHaveAccessibleDescription(
      withAnySpaces(storyText('errors:bet.belowMinimum')),
    );
  },
};

function StatefulPanel(props: SlipPanelProps) {
  const [stake, setStake] = useState('');
  return <InLanguage {...props} stake={{ ...props.stake, value: stake, onChange: setStake }} />;
}

/** Typing a stake or tapping a quick stake, then placing (English UI). */
export const StakeAndPlace: Story = {
  globals: { language: 'en-US' },
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(includes(storyText('betslip:stake.label')));
    await userEvent.type(field, '1500,5');
    await expect(field).toHaveValue('1500,5');
    await userEvent.click(canvas.getByRole('button', { name: withAnySpaces(storyMoney(5000)) }));
    await expect(field).toHaveValue('5000');
    await userEvent.click(canvas.getByRole('button', { name: storyText('betslip:place.submit') }));
    await expect(args.placement.onPlace).toHaveBeenCalled();
  },
};
