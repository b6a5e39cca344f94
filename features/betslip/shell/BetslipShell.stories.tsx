import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  signedInSession,
  storyLanguage,
  storyText,
  withAppFixture,
} from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBetsIn } from '../components/SlipPanel.fixtures.ts';
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
    for (const selection of fixtureBetsIn(storyLanguage()).slice(0, 2)) {
      dispatchSlip({ type: 'add', selection });
    }
  },
} satisfies Meta<typeof BetslipShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two bets in the slip: the slip button, as the shell's bottom bar holds it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: storyText('betslip:shell.open', { count: 2 }),
      }),
    ).toBeVisible();
  },
};

/** The slip opened in a sheet from the floating button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: storyText('betslip:shell.open', { count: 2 }),
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: storyText('betslip:title') });
    const express = await within(sheet).findByRole('tab', {
      name: storyText('betslip:type.express'),
    });
    // The sheet fades in (its first frames are at opacity 0): wait for it.
    await waitFor(() => expect(express).toBeVisible());
  },
};
