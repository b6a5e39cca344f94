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
import { clearBetslip, dispatchSlip } from '../model/slipStore.ts';
import { setOneClickEnabled } from '../placement/oneClick/oneClickSettings.ts';
import BetslipShell from './BetslipShell.tsx';

/**
 * One-click on for the story; the setting lives in local storage, which stories share, so it is
 * switched off again when the story ends.
 */
function withOneClick({ empty }: { empty: boolean }) {
  return () => {
    if (empty) clearBetslip();
    setOneClickEnabled(true);
    return () => setOneClickEnabled(false);
  };
}

const oneClickSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: storyText('betslip:oneClick.label') });

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

/**
 * One-click betting is on and the slip is empty (one-click keeps it so): the floating switch says
 * so, where the slip's own switch cannot be reached.
 */
export const OneClickOn: Story = {
  beforeEach: withOneClick({ empty: true }),
  play: async ({ canvasElement }) => {
    const toggle = oneClickSwitch(canvasElement);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveTextContent(storyText('betslip:oneClick.toggleOn'));
  },
};

/** One tap on the floating switch turns one-click off; it stays on the page, showing "off". */
export const OneClickSwitchedOff: Story = {
  beforeEach: withOneClick({ empty: true }),
  play: async ({ canvasElement }) => {
    const toggle = oneClickSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveTextContent(storyText('betslip:oneClick.toggleOff'));
    await expect(toggle).toHaveFocus();
  },
};

/** One-click on while the slip has bets: the switch sits above the slip button. */
export const OneClickWithBets: Story = {
  beforeEach: withOneClick({ empty: false }),
  play: async ({ canvasElement }) => {
    await expect(oneClickSwitch(canvasElement)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', {
        name: storyText('betslip:shell.open', { count: 2 }),
      }),
    ).toBeVisible();
  },
};
