import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import {
  rgAcknowledgeRoute,
  rgSessionAhead,
  rgSessionAnswered,
  rgSessionCheckDue,
  rgSessionRoute,
} from '../testing/responsibleGamblingFixtures.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import RealityCheckShell from './RealityCheckShell.tsx';

async function renderShell(routes: FixtureRoutes, language: 'en-US' | 'es-ES' = 'en-US') {
  const api = createFixtureApi({ [rgAcknowledgeRoute]: rgSessionAnswered, ...routes });
  const logout = vi.fn(() => Promise.resolve());
  await renderAccount(<RealityCheckShell />, {
    api,
    session: signedInSession,
    actions: { logout },
    path: '/sport',
    language,
  });
  return { api, logout, user: userEvent.setup() };
}

const acknowledgements = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.filter((call) => call.path.endsWith('/reality-check/acknowledge'));

describe('RealityCheckShell', () => {
  it('should show nothing while no check is due', async () => {
    const { api } = await renderShell({ [rgSessionRoute]: rgSessionAhead });
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/api/user/responsible-gaming/session'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("should show the session's length, stakes, returns and net position when a check is due", async () => {
    await renderShell({ [rgSessionRoute]: rgSessionCheckDue });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription(/You have been playing for 1 hour\./);
    const figures = within(dialog);
    // The fixture player's currency is CLP: whole pesos.
    expect(figures.getByText('$30')).toBeInTheDocument();
    expect(figures.getByText('$13')).toBeInTheDocument();
    expect(figures.getByText('-$18')).toBeInTheDocument();
  });

  it('should stay open on Escape and offer no close button', async () => {
    const { user, api } = await renderShell({ [rgSessionRoute]: rgSessionCheckDue });
    const dialog = await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(acknowledgements(api)).toHaveLength(0);
  });

  it('should tell the platform on Continue and close', async () => {
    const { user, api } = await renderShell({ [rgSessionRoute]: rgSessionCheckDue });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(acknowledgements(api)).toMatchObject([{ method: 'POST', body: {} }]);
  });

  it('should answer and open the bet history on View history', async () => {
    const { user, api } = await renderShell({ [rgSessionRoute]: rgSessionCheckDue });
    await user.click(await screen.findByRole('button', { name: 'View history' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
        '/profile/bet-history',
      ),
    );
    expect(acknowledgements(api)).toHaveLength(1);
  });

  it('should sign out on Log out without answering the check', async () => {
    const { user, api, logout } = await renderShell({ [rgSessionRoute]: rgSessionCheckDue });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(acknowledgements(api)).toHaveLength(0);
  });

  it('should stay open and say so when the answer could not be saved', async () => {
    const { user } = await renderShell({
      [rgSessionRoute]: rgSessionCheckDue,
      [rgAcknowledgeRoute]: () =>
        Promise.reject(new ApiError({ kind: 'network', httpStatus: 0, codeStatus: 0 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be saved. Try again.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('should speak Spanish', async () => {
    await renderShell({ [rgSessionRoute]: rgSessionCheckDue }, 'es-ES');
    const dialog = await screen.findByRole('alertdialog', { name: 'Control de realidad' });
    expect(within(dialog).getByRole('button', { name: 'Ver historial' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/Llevas 1 hora jugando/);
  });
});
