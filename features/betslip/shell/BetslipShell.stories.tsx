import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFixtureApi, signedInSession, withAppFixture } from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBets } from '../components/SlipPanel.fixtures.ts';
import { dispatchSlip } from '../model/slipStore.ts';
import BetslipShell from './BetslipShell.tsx';

const meta = {
  title: 'Betslip/BetslipShell',
  component: BetslipShell,
  decorators: [withAppFixture],
  parameters: {
    layout: 'fullscreen',
    app: { api: createFixtureApi(betslipRoutes()), session: signedInSession, path: '/live' },
  },
  beforeEach: () => {
    for (const selection of fixtureBets.slice(0, 2)) dispatchSlip({ type: 'add', selection });
  },
} satisfies Meta<typeof BetslipShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two bets in the slip: the floating button at the bottom left. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cupón (2)' })).toBeVisible();
  },
};

/** The slip opened in a sheet from the floating button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cupón (2)' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Cupón de apuestas' });
    await expect(await within(sheet).findByRole('tab', { name: 'Combinada' })).toBeVisible();
  },
};
