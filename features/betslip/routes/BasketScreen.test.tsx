import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBets } from '../components/SlipPanel.fixtures.ts';
import { renderBetslip } from '../components/testing/renderBetslip.tsx';
import { resetSlipForTests, slipState } from '../model/slipStore.ts';
import BasketScreen from './BasketScreen.tsx';

afterEach(() => {
  resetSlipForTests();
  window.localStorage.clear();
});

describe('BasketScreen', () => {
  it('should show an empty slip with a way to the top events', async () => {
    await renderBetslip(<BasketScreen />, { path: '/basket', language: 'es-ES' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cupón de apuestas' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tu cupón está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos destacados' })).toHaveAttribute(
      'href',
      '/line/top-events',
    );
  });

  it('should show the slip full-page and clear it', async () => {
    resetSlipForTests({
      bets: fixtureBets.slice(0, 3),
      type: { kind: 'express' },
      processing: false,
    });
    await renderBetslip(<BasketScreen />, {
      api: createFixtureApi(betslipRoutes()),
      path: '/basket',
    });
    expect(screen.getByRole('list', { name: 'Selections (3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'System' }));
    expect(slipState().type).toEqual({ kind: 'system', size: 2 });
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Más de 2.5 (Colo-Colo - Universidad de Chile)' }),
    );
    expect(slipState().bets.map((bet) => bet.id)).toEqual([fixtureBets[0]?.id, fixtureBets[2]?.id]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(
      await screen.findByRole('heading', { name: 'Your bet slip is empty' }),
    ).toBeInTheDocument();
  });
});
