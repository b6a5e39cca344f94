import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBets } from '../components/SlipPanel.fixtures.ts';
import { renderBetslip } from '../components/testing/renderBetslip.tsx';
import { resetSlipForTests } from '../model/slipStore.ts';
import BetslipShell from './BetslipShell.tsx';

afterEach(() => {
  resetSlipForTests();
  window.localStorage.clear();
});

const twoBets = () =>
  resetSlipForTests({
    bets: fixtureBets.slice(0, 2),
    type: { kind: 'express' },
    processing: false,
  });

describe('BetslipShell', () => {
  it('should show nothing while the slip is empty', async () => {
    await renderBetslip(<BetslipShell />, { api: createFixtureApi(betslipRoutes()) });
    expect(screen.queryByRole('button', { name: /Bet slip/ })).not.toBeInTheDocument();
  });

  it('should open the slip in a sheet from the floating button', async () => {
    twoBets();
    await renderBetslip(<BetslipShell />, {
      api: createFixtureApi(betslipRoutes()),
      session: signedInSession,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bet slip (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip' });
    expect(await within(sheet).findByRole('tab', { name: 'Express' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(sheet).getByText('Colo-Colo - Universidad de Chile')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should not cover the /basket page, which shows the slip itself', async () => {
    twoBets();
    await renderBetslip(<BetslipShell />, {
      api: createFixtureApi(betslipRoutes()),
      path: '/basket',
    });
    expect(screen.queryByRole('button', { name: /Bet slip/ })).not.toBeInTheDocument();
  });
});
