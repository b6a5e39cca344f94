import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal } from '../../../core/authModal/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { createFixtureApi, fixturePlayer, signedInSession } from '../../../core/testing/index.ts';
import {
  clpTotoLimits,
  never,
  openPool,
  poolEventIds,
  settingsWith,
  ticketRefusal,
  ticketsAtCap,
  totoRoutes,
  type TotoFixtureOptions,
} from '../fixtures.ts';
import { renderToto, type RenderTotoOptions } from '../testing/renderToto.tsx';
import TotoScreen from './TotoScreen.tsx';

afterEach(() => {
  resetNotices();
  closeAuthModal();
});

async function renderScreen(
  options: TotoFixtureOptions = {},
  session: Session = signedInSession,
  language: RenderTotoOptions['language'] = 'en-US',
) {
  const api = createFixtureApi(totoRoutes(options));
  const refresh = vi.fn(() => Promise.resolve());
  await renderToto(<TotoScreen />, { api, session, actions: { refresh }, language });
  return { api, refresh, user: userEvent.setup() };
}

/** The pool on screen with the settings' limits known (the stake's hint names them). */
async function poolWithLimits() {
  await screen.findByRole('heading', { name: 'Quiniela 12' });
  await waitFor(() => expect(stakeField()).toHaveAccessibleDescription(/Minimum/));
}

const groups = () => screen.getAllByRole('radiogroup');
const stakeField = () => screen.getByLabelText(/^Stake/);
const submit = () => screen.getByRole('button', { name: 'Play ticket' });
const notices = () => screen.getByRole('list', { name: 'Notifications' });

/** Picks 1, X, 2, 1, X, 2… down the pool. */
async function pickAll(user: UserEvent) {
  const names = ['1', 'X', '2'];
  for (const [index, group] of groups().entries()) {
    const radios = within(group).getAllByRole('radio');
    const radio = radios[index % 3];
    if (radio) await user.click(radio);
    expect(radio).toHaveAccessibleName(new RegExp(`^${names[index % 3] ?? ''},`));
  }
}

const ticketPosts = (api: { calls: { method: string; path: string; body: unknown }[] }) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tota/ticket');

describe('TotoScreen', () => {
  it('should show the pool: name, jackpot, closing time and its ten matches', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Football pool' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiniela 12' })).toBeVisible();
    expect(screen.getByText('$124,580')).toBeInTheDocument();
    expect(screen.getByText(/^Closes on \d\d\.11\.2026 \d\d:\d\d$/)).toBeInTheDocument();
    expect(groups()).toHaveLength(10);
    expect(groups()[0]).toHaveAccessibleName('Real Madrid – Barcelona');
    expect(
      within(groups()[0] as HTMLElement)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1, Real Madrid', 'X, Draw', '2, Barcelona']);
    expect(api.calls.find((call) => call.path === '/api/tota/active')).toMatchObject({
      query: { lang: 'en' },
    });
  });

  it('should send one pick per match and the stake, then tidy up', async () => {
    const { api, refresh, user } = await renderScreen();
    await poolWithLimits();
    await pickAll(user);
    // A decimal comma is read as a point; the player's pesos have no decimals.
    await user.type(stakeField(), '250,00');
    await user.click(submit());

    await waitFor(() => expect(notices()).toHaveTextContent('Ticket no. 59 played. Good luck!'));
    expect(ticketPosts(api).map((call) => call.body)).toEqual([
      {
        toto_id: 12,
        bets: poolEventIds.map((id, index) => `${id}:${['1', 'X', '2'][index % 3] ?? ''}`),
        amount: 250,
        lang: 'en',
      },
    ]);
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-checked', 'false');
    }
    // Tickets and the pool (its jackpot grew) are asked for again.
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/tota/ticket' && call.method === 'GET'),
      ).toHaveLength(2),
    );
    expect(api.calls.filter((call) => call.path === '/api/tota/active')).toHaveLength(2);
  });

  it('should ask for every pick and the stake without sending', async () => {
    const { api, user } = await renderScreen();
    await poolWithLimits();
    await user.click(submit());

    expect(ticketPosts(api)).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pick 1, X or 2 for every match. Missing: 10.',
    );
    expect(groups()[0]).toHaveAccessibleDescription('Pick 1, X or 2.');
    expect(groups()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(within(groups()[0] as HTMLElement).getAllByRole('radio')[0]).toHaveFocus();
    expect(stakeField()).toHaveAccessibleDescription(/Enter a stake\./);

    await user.click(within(groups()[0] as HTMLElement).getByRole('radio', { name: /^X,/ }));
    expect(groups()[0]).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing: 9.');
  });

  it.each([
    ['0', 'The minimum stake is $100.'],
    ['99', 'The minimum stake is $100.'],
    ['10001', 'The maximum stake is $10,000.'],
    // The player holds Chilean pesos, which have no decimals.
    ['100.5', 'Enter a whole amount, without decimals.'],
    ['diez', 'Enter the stake in numbers.'],
  ])('should refuse the stake %j', async (stake, message) => {
    const { api, user } = await renderScreen();
    await poolWithLimits();
    await pickAll(user);
    await user.type(stakeField(), stake);
    await user.click(submit());
    expect(stakeField()).toHaveAccessibleDescription(new RegExp(message.replace(/[.$]/g, '\\$&')));
    expect(stakeField()).toHaveFocus();
    expect(stakeField()).toHaveValue(stake);
    expect(ticketPosts(api)).toEqual([]);
  });

  it('should move and choose with the arrow keys, one tab stop per match', async () => {
    const { user } = await renderScreen();
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    const [one, draw, two] = within(groups()[1] as HTMLElement).getAllByRole('radio');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(draw).toHaveAttribute('tabindex', '-1');
    one?.focus();
    await user.keyboard('{ArrowRight}');
    expect(draw).toHaveFocus();
    expect(draw).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-checked', 'true');
    expect(two).toHaveAttribute('tabindex', '0');
    expect(draw).toHaveAttribute('aria-checked', 'false');
  });

  it('should send a guest to sign in instead of sending', async () => {
    const { api, user } = await renderScreen({}, { status: 'guest' });
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    await pickAll(user);
    await user.click(submit());
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(notices()).toHaveTextContent('Log in to place a bet.');
    expect(ticketPosts(api)).toEqual([]);
    // A guest has no tickets to ask for.
    expect(api.calls.some((call) => call.path === '/api/tota/ticket')).toBe(false);
    expect(screen.getByText('Log in to play and see your tickets.')).toBeInTheDocument();
    expect(groups()[0]).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [404, 51, 'tournament not found', 'This pool no longer exists. See the pool open now.'],
    [
      409,
      3,
      'event already begun',
      'This pool has closed: its first match has started. See the new pool.',
    ],
    [400, 11, 'no bet content', 'Pick one outcome for every match of the pool.'],
    [
      400,
      17,
      'same event used more than once',
      'A match was picked more than once. Check your picks.',
    ],
    [400, 1, 'bet not found', 'A picked match is not in this pool. Reload the page.'],
    [401, 1, 'not logged in', 'Please log in.'],
    [404, 404, 'players only', 'This is only available to player accounts.'],
  ])('should explain refusal %d / code %d on the form', async (http, code, text, message) => {
    const { api, user } = await renderScreen({
      buy: () => Promise.reject(ticketRefusal(http, code, text)),
    });
    await poolWithLimits();
    await pickAll(user);
    await user.type(stakeField(), '100');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(ticketPosts(api)).toHaveLength(1);
    // Nothing typed or picked is lost.
    expect(stakeField()).toHaveValue('100');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(10);
  });

  it.each([
    [400, 8, 'amount below minimum', 'The minimum stake is $100.'],
    [400, 9, 'amount above maximum', 'The maximum stake is $10,000.'],
    [402, 12, 'no money on account', 'Your balance is too low. Top up and try again.'],
  ])('should show refusal %d / code %d on the stake', async (http, code, text, message) => {
    const { user } = await renderScreen({
      buy: () => Promise.reject(ticketRefusal(http, code, text)),
    });
    await poolWithLimits();
    await pickAll(user);
    await user.type(stakeField(), '100');
    await user.click(submit());
    await waitFor(() =>
      expect(stakeField()).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.$]/g, '\\$&')),
      ),
    );
    expect(stakeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('should load the new pool after a refusal saying the pool closed', async () => {
    const { api, user } = await renderScreen({
      buy: () => Promise.reject(ticketRefusal(409, 3, 'event already begun')),
    });
    await poolWithLimits();
    await pickAll(user);
    await user.type(stakeField(), '100');
    await user.click(submit());
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/tota/active')).toHaveLength(2),
    );
  });

  it('should show a spinner while the ticket is sent and not send it twice', async () => {
    const { api, user } = await renderScreen({ buy: never });
    await poolWithLimits();
    await pickAll(user);
    await user.type(stakeField(), '100');
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    expect(ticketPosts(api)).toHaveLength(1);
  });

  it('should say when no pool is open', async () => {
    await renderScreen({ pool: null });
    expect(await screen.findByRole('heading', { name: 'No pool is open' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('should show a failed pool with a retry', async () => {
    let fail = true;
    const { user } = await renderScreen({
      pool: () => (fail ? Promise.reject(ticketRefusal(500, 500, 'boom')) : openPool),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pool could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Quiniela 12' })).toBeInTheDocument();
  });

  it('should list my tickets, each opening on its picks against the results', async () => {
    const { user } = await renderScreen();
    const tickets = await screen.findByRole('region', { name: 'My tickets' });
    const headers = await within(tickets).findAllByRole('button', { expanded: false });
    expect(headers.map((header) => header.textContent)).toEqual([
      expect.stringMatching(/^Ticket no\. 58 · .*Pending$/),
      expect.stringMatching(/^Ticket no\. 41 · .*Won$/),
      expect.stringMatching(/^Ticket no\. 40 · .*Lost$/),
    ]);

    await user.click(headers[1] as HTMLElement);
    const won = within(tickets).getByRole('region', { name: /Ticket no\. 41/ });
    expect(won).toHaveTextContent('Stake: $1,000');
    expect(won).toHaveTextContent('Correct: 9 of 10');
    expect(won).toHaveTextContent('Winnings: $10,000');
    const lines = within(won).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toHaveTextContent('Real Betis - Valencia');
    expect(lines[0]).toHaveTextContent('Your pick: 1 · Result: 1 (2:0)');
    expect(lines[0]).toHaveTextContent('Correct');
    expect(lines[7]).toHaveTextContent('Wrong');

    await user.click(headers[0] as HTMLElement);
    const pending = within(tickets).getByRole('region', { name: /Ticket no\. 58/ });
    expect(pending).toHaveTextContent('Correct: 3 of 10');
    expect(within(pending).getAllByRole('listitem')[9]).toHaveTextContent('To play');
  });

  it('should show failed tickets in their section, with a retry', async () => {
    await renderScreen({
      tickets: () => Promise.reject(ticketRefusal(503, 503, 'unavailable')),
    });
    const tickets = await screen.findByRole('region', { name: 'My tickets' });
    const alert = await within(tickets).findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The pool stays playable.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(10);
  });

  it('should say when the player has no tickets', async () => {
    await renderScreen({ tickets: [] });
    expect(
      await screen.findByRole('heading', { name: 'You have not played a ticket yet' }),
    ).toBeInTheDocument();
  });
});

describe('TotoScreen limits from the settings', () => {
  /** Fills in a whole ticket with `stake` and sends it. */
  async function playTicket(user: UserEvent, stake: string) {
    await pickAll(user);
    await user.type(stakeField(), stake);
    await user.click(submit());
  }

  it("should name the CLP player's minimum of 100 as money, in the hint and on a stake below it", async () => {
    const { api, user } = await renderScreen({}, signedInSession, 'es-ES');
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    const stake = screen.getByLabelText(/^Monto/);
    await waitFor(() =>
      // Chilean pesos as Chile writes them: the sign first, no decimals.
      expect(stake).toHaveAccessibleDescription(
        /^Mínimo \$100, máximo \$10\.000\. Hasta 10 boletos por quiniela\.$/,
      ),
    );
    const groups = screen.getAllByRole('radiogroup');
    for (const group of groups)
      await user.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await user.type(stake, '1');
    await user.click(screen.getByRole('button', { name: 'Jugar boleto' }));
    expect(stake).toHaveAccessibleDescription(/El monto mínimo es \$100\./);
    expect(ticketPosts(api)).toEqual([]);
  });

  it('should take the range and cap of the settings answer, not a built-in one', async () => {
    const dollars: Session = {
      status: 'player',
      user: { ...fixturePlayer, currency: 'USD' },
      balance: undefined,
    };
    const { api, user } = await renderScreen(
      {
        settings: settingsWith({ min: 0.5, max: 250, ticketsPerPool: 1 }),
        // None yet in this pool, so the cap of one leaves room for this ticket.
        tickets: [],
      },
      dollars,
    );
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    await waitFor(() =>
      expect(stakeField()).toHaveAccessibleDescription(
        'Minimum $0.50, maximum $250.00. Up to 1 ticket per pool.',
      ),
    );
    await playTicket(user, '0.5');
    await waitFor(() => expect(ticketPosts(api)).toHaveLength(1));
    expect(ticketPosts(api)[0]?.body).toMatchObject({ amount: 0.5 });
  });

  it('should show a refusal for the ticket cap (code 691) as the cap per pool', async () => {
    const { user } = await renderScreen({
      buy: () => Promise.reject(ticketRefusal(400, 691, 'at most 10 tickets per player in a pool')),
    });
    await poolWithLimits();
    await playTicket(user, '100');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You can play at most 10 tickets per pool, and you have played them all. Wait for the next pool.',
      ),
    );
    // The cap is not the stake's fault: the field is left as it was.
    expect(stakeField()).not.toHaveAttribute('aria-invalid');
    expect(stakeField()).toHaveValue('100');
  });

  it('should say the cap is reached without sending when the pool already has its tickets', async () => {
    const { api, user } = await renderScreen({
      tickets: ticketsAtCap,
      settings: settingsWith({ ...clpTotoLimits, ticketsPerPool: ticketsAtCap.length }),
    });
    await poolWithLimits();
    await waitFor(() => expect(screen.getAllByText(/^Ticket no\. \d+ · /)).toHaveLength(10));
    await playTicket(user, '100');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can play at most 10 tickets per pool, and you have played them all.',
    );
    expect(ticketPosts(api)).toEqual([]);
  });

  it('should not send while the settings load, and wait for their limits', async () => {
    const { api, user } = await renderScreen({ settings: never });
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    expect(stakeField()).not.toHaveAccessibleDescription(/Minimum/);
    await playTicket(user, '1');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(ticketPosts(api)).toEqual([]);
  });

  it('should leave the range to the platform when the settings failed, in words without the limit', async () => {
    const { api, user } = await renderScreen({
      settings: () => Promise.reject(ticketRefusal(503, 503, 'unavailable')),
      buy: () => Promise.reject(ticketRefusal(400, 8, 'amount below minimum')),
    });
    await screen.findByRole('heading', { name: 'Quiniela 12' });
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy', 'true'));
    await playTicket(user, '1');
    await waitFor(() =>
      expect(stakeField()).toHaveAccessibleDescription(/The stake is below the minimum allowed\./),
    );
    expect(ticketPosts(api).map((call) => call.body)).toEqual([
      expect.objectContaining({ amount: 1 }),
    ]);
  });
});
