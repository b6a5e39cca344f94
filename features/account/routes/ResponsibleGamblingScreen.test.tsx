import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import {
  rgNoLimits,
  rgNow,
  rgPendingRaise,
  rgStatement,
  rgStatementRoute,
  rgStateRoute,
  rgWithLimits,
} from '../testing/responsibleGamblingFixtures.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import ResponsibleGamblingScreen from './ResponsibleGamblingScreen.tsx';

async function renderScreen(routes: FixtureRoutes) {
  const api = createFixtureApi({ [rgStatementRoute]: rgStatement, ...routes });
  const logout = vi.fn(() => Promise.resolve());
  await renderAccount(<ResponsibleGamblingScreen now={rgNow} />, {
    api,
    session: signedInSession,
    actions: { logout },
    path: '/profile/responsible-gambling',
  });
  return { api, logout, user: userEvent.setup() };
}

const region = (name: string) => screen.findByRole('region', { name });
/** The row of a kind's period: rows are named by their period inside the kind's block. */
const row = (kind: string, period: string) =>
  document.querySelector<HTMLElement>(`[data-limit="${kind}-${period}"]`) ??
  (() => {
    throw new Error(`no row ${kind}-${period}`);
  })();

function refusal(code: number) {
  return new ApiError({ kind: 'server', codeStatus: code, httpStatus: 400 });
}

describe('ResponsibleGamblingScreen', () => {
  describe('states', () => {
    it('should say it is loading, then show every offered limit without a value', async () => {
      await renderScreen({ [rgStateRoute]: rgNoLimits });
      expect(screen.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
      await screen.findByRole('heading', { level: 2, name: 'Your limits' });
      expect(screen.getByText(/raising or removing one waits 24 hours/)).toBeInTheDocument();
      for (const kind of ['deposit', 'loss', 'session']) {
        for (const period of ['day', 'week', 'month']) {
          expect(within(row(kind, period)).getByText('No limit')).toBeInTheDocument();
        }
      }
      expect(within(row('session', 'day')).getByText('Used this period: 35 minutes')).toBeVisible();
    });

    it('should show limits with what the period has used, in the player’s currency', async () => {
      await renderScreen({ [rgStateRoute]: rgWithLimits });
      const daily = within(await waitFor(() => row('deposit', 'day')));
      expect(daily.getByText('Limit: $50,000')).toBeInTheDocument();
      expect(daily.getByText('Used this period: $20,000')).toBeInTheDocument();
      expect(within(row('session', 'day')).getByText('Limit: 2 hours')).toBeInTheDocument();
      expect(
        within(row('session', 'day')).getByText('Used this period: 1 hr 35 min'),
      ).toBeVisible();
    });

    it('should show a waiting raise with its effective time and a countdown', async () => {
      await renderScreen({ [rgStateRoute]: rgPendingRaise });
      const daily = within(await waitFor(() => row('deposit', 'day')));
      expect(daily.getByText(/^Change to \$80,000 from 19 Nov 2026/)).toBeInTheDocument();
      expect(daily.getByText('Takes effect in')).toBeInTheDocument();
      expect(row('deposit', 'day').querySelector('time')).toHaveTextContent(/^0 d 21 h 30 min$/);
    });

    it('should show the failure with a retry, and the help organisations all the same', async () => {
      let fail = true;
      const { user } = await renderScreen({
        [rgStateRoute]: () =>
          fail ? Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 })) : rgNoLimits,
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your limits could not be loaded');
      expect(screen.getByRole('link', { name: /gamblingtherapy\.org/ })).toHaveAttribute(
        'href',
        'https://www.gamblingtherapy.org',
      );
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await screen.findByRole('heading', { level: 2, name: 'Your limits' });
    });
  });

  describe('limits', () => {
    it('should set a limit, say it is in force and read the state again', async () => {
      const { api, user } = await renderScreen({
        [rgStateRoute]: rgNoLimits,
        'PUT /api/user/responsible-gaming/limits': {
          kind: 'deposit',
          period: 'day',
          status: 'applied',
          value: 100,
        },
      });
      const daily = within(await waitFor(() => row('deposit', 'day')));
      await user.click(daily.getByRole('button', { name: 'Set a limit' }));
      expect(daily.getByLabelText(/New per day limit/)).toHaveFocus();
      await user.type(daily.getByLabelText(/New per day limit/), '100');
      await user.click(daily.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(daily.getByRole('status')).toHaveTextContent('Saved. The limit is in force now.'),
      );
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { kind: 'deposit', period: 'day', value: 100 },
      ]);
      expect(api.calls.filter((call) => call.path === '/api/user/responsible-gaming')).toHaveLength(
        2,
      );
      expect(daily.queryByLabelText(/New per day limit/)).not.toBeInTheDocument();
    });

    it('should say when a raise takes effect', async () => {
      const { user } = await renderScreen({
        [rgStateRoute]: rgWithLimits,
        'PUT /api/user/responsible-gaming/limits': {
          kind: 'deposit',
          period: 'day',
          status: 'pending',
          value: 90_000,
          effectiveAt: '2026-11-19T12:00:00.000Z',
        },
      });
      const daily = within(await waitFor(() => row('deposit', 'day')));
      await user.click(daily.getByRole('button', { name: 'Change' }));
      await user.type(daily.getByLabelText(/New per day limit/), '90000');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(daily.getByRole('status')).toHaveTextContent(
          /Saved\. The change takes effect on 19 Nov 2026/,
        ),
      );
    });

    it('should remove a limit with the value null', async () => {
      const { api, user } = await renderScreen({
        [rgStateRoute]: rgWithLimits,
        'PUT /api/user/responsible-gaming/limits': {
          kind: 'loss',
          period: 'week',
          status: 'pending',
          value: null,
          effectiveAt: '2026-11-19T12:00:00.000Z',
        },
      });
      const weekly = within(await waitFor(() => row('loss', 'week')));
      await user.click(weekly.getByRole('button', { name: 'Remove limit' }));
      await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        kind: 'loss',
        period: 'week',
        value: null,
      });
    });

    it('should refuse a bad value before any request, and show the platform’s refusal on the field', async () => {
      const { api, user } = await renderScreen({
        [rgStateRoute]: rgNoLimits,
        'PUT /api/user/responsible-gaming/limits': () => Promise.reject(refusal(338)),
      });
      const session = within(await waitFor(() => row('session', 'day')));
      await user.click(session.getByRole('button', { name: 'Set a limit' }));
      const field = session.getByLabelText(/New per day limit/);
      await user.type(field, '90.5');
      await user.click(session.getByRole('button', { name: 'Save' }));
      expect(field).toHaveAccessibleDescription(/Enter whole minutes\./);
      expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

      await user.clear(field);
      await user.type(field, '90');
      await user.click(session.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(/Enter a valid limit: whole minutes for time/),
      );
    });
  });

  describe('reality check', () => {
    it('should save the chosen interval', async () => {
      const { api, user } = await renderScreen({
        [rgStateRoute]: rgNoLimits,
        'PUT /api/user/responsible-gaming/reality-check': { intervalMinutes: 30 },
      });
      const select = await screen.findByLabelText('Remind me every');
      await user.selectOptions(select, '30');
      await user.click(screen.getByRole('button', { name: 'Save interval' }));
      await waitFor(() =>
        expect(screen.getByText('Saved. You will be reminded every 30 minutes.')).toBeVisible(),
      );
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        intervalMinutes: 30,
      });
    });
  });

  describe('time-out and self-exclusion', () => {
    it('should confirm a time-out with its end, start it, show help and sign out', async () => {
      const { api, logout, user } = await renderScreen({
        [rgStateRoute]: rgNoLimits,
        'POST /api/user/responsible-gaming/exclusion': {
          exclusion: {
            kind: 'timeout',
            startedAt: rgNow.toISOString(),
            until: '2026-11-19T12:00:00.000Z',
          },
        },
      });
      const timeout = await region('Take a time-out');
      await user.click(await within(timeout).findByRole('button', { name: 'Take a time-out' }));
      const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' });
      expect(dialog).toHaveTextContent('cannot be cancelled or shortened');
      expect(dialog).toHaveTextContent(/It ends on 19 Nov 2026/);
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

      await user.click(within(dialog).getByRole('button', { name: 'Yes, start it now' }));
      const done = await screen.findByRole('dialog', { name: 'Your break has started' });
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: 'timeout',
        days: 1,
      });
      expect(within(done).getByRole('link', { name: /gamblingtherapy\.org/ })).toBeInTheDocument();
      expect(logout).not.toHaveBeenCalled();
      await user.click(within(done).getByRole('button', { name: 'Sign out' }));
      expect(logout).toHaveBeenCalledWith({ silent: true });
      expect(
        await screen.findByText(/^You are signed out until 19 Nov 2026.*Help: Gambling Therapy/),
      ).toBeInTheDocument();
    });

    it('should offer a permanent self-exclusion and say it never ends', async () => {
      const { api, user } = await renderScreen({ [rgStateRoute]: rgNoLimits });
      const section = await region('Self-exclusion');
      await user.selectOptions(
        within(section).getByLabelText('Length of the self-exclusion'),
        'permanent',
      );
      await user.click(within(section).getByRole('button', { name: 'Exclude myself' }));
      const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself permanently?' });
      expect(dialog).toHaveTextContent('It never ends.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('should show a refusal inside the confirmation', async () => {
      const { user } = await renderScreen({
        [rgStateRoute]: rgNoLimits,
        'POST /api/user/responsible-gaming/exclusion': () => Promise.reject(refusal(336)),
      });
      const section = await region('Self-exclusion');
      await user.click(await within(section).findByRole('button', { name: 'Exclude myself' }));
      const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for 6 months?' });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, start it now' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This option is not available on this site.',
      );
    });
  });

  describe('statement', () => {
    it('should ask for the last 30 days and list each day with the total', async () => {
      const { api } = await renderScreen({ [rgStateRoute]: rgNoLimits });
      const list = await screen.findByRole('list', { name: 'Activity statement' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(list).toHaveTextContent('Net position: -$4,000');
      expect(screen.getByText('3 days with activity')).toBeInTheDocument();
      expect(screen.getByText('Net position: -$6,500')).toBeInTheDocument();
      expect(api.calls.find((call) => call.path.endsWith('/statement'))?.query).toEqual({
        from: '2026-10-20',
        to: '2026-11-18',
      });
    });
  });
});
