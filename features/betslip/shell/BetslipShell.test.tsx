import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBets } from '../components/SlipPanel.fixtures.ts';
import { renderBetslip } from '../components/testing/renderBetslip.tsx';
import { resetSlipForTests } from '../model/slipStore.ts';
import {
  oneClickSettings,
  resetOneClickForTests,
  setOneClickEnabled,
} from '../placement/oneClick/oneClickSettings.ts';
import BetslipShell from './BetslipShell.tsx';

afterEach(() => {
  resetSlipForTests();
  window.localStorage.clear();
  resetOneClickForTests();
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

  describe('one-click switch', () => {
    it('should say one-click is on and turn it off in one tap, with the slip empty', async () => {
      setOneClickEnabled(true);
      await renderBetslip(<BetslipShell />, {
        api: createFixtureApi(betslipRoutes()),
        session: signedInSession,
        path: '/line/top-events',
      });
      const toggle = screen.getByRole('button', { name: 'One-click betting' });
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(toggle).toHaveTextContent('One-click betting · on');
      expect(screen.queryByRole('button', { name: /Bet slip/ })).not.toBeInTheDocument();

      await userEvent.click(toggle);
      expect(oneClickSettings().enabled).toBe(false);
      expect(JSON.parse(window.localStorage.getItem('betslip.oneClick') ?? '{}')).toMatchObject({
        enabled: false,
      });
      // It stays where the player tapped it, now off, so the change shows and can be undone.
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveTextContent('One-click betting · off');
      expect(toggle).toHaveFocus();
      await userEvent.click(toggle);
      expect(oneClickSettings().enabled).toBe(true);
    });

    it('should sit beside the slip button while the slip has bets', async () => {
      setOneClickEnabled(true);
      twoBets();
      await renderBetslip(<BetslipShell />, {
        api: createFixtureApi(betslipRoutes()),
        session: signedInSession,
      });
      expect(screen.getByRole('button', { name: 'One-click betting' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bet slip (2)' })).toBeInTheDocument();
    });

    it('should show on /basket too, where the empty slip has no options', async () => {
      setOneClickEnabled(true);
      await renderBetslip(<BetslipShell />, {
        api: createFixtureApi(betslipRoutes()),
        session: signedInSession,
        path: '/basket',
      });
      expect(screen.getByRole('button', { name: 'One-click betting' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('should not show while one-click is off', async () => {
      await renderBetslip(<BetslipShell />, {
        api: createFixtureApi(betslipRoutes()),
        session: signedInSession,
      });
      expect(screen.queryByRole('button', { name: 'One-click betting' })).not.toBeInTheDocument();
    });

    it('should not show to a guest, for whom taps only add to the slip', async () => {
      setOneClickEnabled(true);
      await renderBetslip(<BetslipShell />, { api: createFixtureApi(betslipRoutes()) });
      expect(screen.queryByRole('button', { name: 'One-click betting' })).not.toBeInTheDocument();
    });
  });
});
