import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  signedInSession,
  storyLanguage,
  storyMoney,
  storyText,
  withAnySpaces,
} from '../../../core/testing/index.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import { requestLanguage } from '../../shared/testing/feedFixtures.ts';
import {
  clpTotoLimits,
  never,
  openPoolIn,
  poolEventIds,
  ticketRefusal,
  totoRoutes,
  wonTicket,
  type TotoFixtureOptions,
} from '../fixtures.ts';
import { withTotoFixture, type TotoStoryFixture } from '../testing/withTotoFixture.tsx';
import TotoScreen from './TotoScreen.tsx';

function fixture(
  options: TotoFixtureOptions = {},
  session: Session = signedInSession,
): { toto: TotoStoryFixture } {
  return {
    toto: {
      api: createFixtureApi(totoRoutes(options, requestLanguage)),
      session,
      actions: { refresh: fn(() => Promise.resolve()) },
    },
  };
}

const meta = {
  title: 'Sports/Toto/Toto',
  component: TotoScreen,
  decorators: [withTotoFixture],
  parameters: { layout: 'fullscreen', ...fixture() },
} satisfies Meta<typeof TotoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks 1, X, 2, 1, X, 2… down the pool. */
async function pickAll(root: HTMLElement) {
  const groups = await within(root).findAllByRole('radiogroup');
  for (const [index, group] of groups.entries()) {
    const radio = within(group).getAllByRole('radio')[index % 3];
    if (radio) await userEvent.click(radio);
  }
}

/** The open pool's heading, as the platform names the pool in the story's language. */
const poolHeading = () => ({ name: openPoolIn(storyLanguage()).name });
const submitButton = () => ({ name: storyText('toto:form.submit') });
const stakeField = (root: HTMLElement) =>
  within(root).getByLabelText((label) => label.startsWith(storyText('toto:form.stake')));

/** The stake's hint names the settings' limits once they are known (a player sends only then). */
async function limitsKnown(root: HTMLElement) {
  const { min, max, ticketsPerPool } = clpTotoLimits;
  const hint = storyText('toto:stake.hint', {
    min: storyMoney(min),
    max: storyMoney(max),
    count: ticketsPerPool,
  });
  await waitFor(() => expect(stakeField(root)).toHaveAccessibleDescription(withAnySpaces(hint)));
}

async function playTicket(root: HTMLElement, stake = '2000') {
  const canvas = within(root);
  await limitsKnown(root);
  await pickAll(root);
  await userEvent.type(stakeField(root), stake);
  await userEvent.click(canvas.getByRole('button', submitButton()));
}

const echo = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-testid="shell-echo"]');

/** A player sees the open pool to fill in and their tickets below. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', poolHeading())).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(10);
    await expect(await canvas.findAllByRole('button', { expanded: false })).toHaveLength(3);
  },
};

/** Picking every match and a stake sends the ticket; the picks clear after. */
export const PickAndSubmit: Story = {
  parameters: fixture(),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(echo(canvasElement)).toHaveAttribute('data-notices', 'success:ticket.bought'),
    );
    const post = api.calls.filter((call) => call.method === 'POST').at(-1);
    await expect(post?.body).toEqual({
      toto_id: 12,
      bets: poolEventIds.map((id, index) => `${id}:${['1', 'X', '2'][index % 3] ?? ''}`),
      amount: 2000,
      lang: storyLanguage(),
    });
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  },
};

/** A guest fills in the ticket; submitting opens sign-in instead of sending. */
export const Guest: Story = {
  parameters: fixture({}, { status: 'guest' }),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await expect(canvas.getByText(storyText('toto:tickets.signInHint'))).toBeVisible();
    await playTicket(canvasElement);
    await expect(echo(canvasElement)).toHaveAttribute('data-auth-modal', 'sign-in');
    await expect(echo(canvasElement)).toHaveAttribute('data-notices', 'default:notice.loginToBet');
    await expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  },
};

/** Submitting with matches left: each one says so, and nothing is sent. */
export const MissingPicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await limitsKnown(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    await userEvent.click(within(groups[0] as HTMLElement).getByRole('radio', { name: /^1,/ }));
    await userEvent.click(canvas.getByRole('button', submitButton()));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('toto:form.missingPicks', { count: 9 }),
    );
    await expect(groups[1]).toHaveAccessibleDescription(storyText('toto:match.pickRequired'));
    await expect(stakeField(canvasElement)).toHaveAccessibleDescription(
      withAnySpaces(storyText('toto:stake.required')),
    );
  },
};

/** The ticket is on its way: the button spins and ignores presses. */
export const Submitting: Story = {
  parameters: fixture({ buy: never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement);
    await expect(canvas.getByRole('button', submitButton())).toHaveAttribute('aria-busy', 'true');
  },
};

/** The pool closed while the player filled it in (409, code 3). */
export const SubmitError: Story = {
  parameters: fixture({ buy: () => Promise.reject(ticketRefusal(409, 3, 'event already begun')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(storyText('toto:ticketError.poolClosed')),
    );
  },
};

/** Not enough money (402, code 12): said on the stake, which is kept. */
export const NoMoney: Story = {
  parameters: fixture({ buy: () => Promise.reject(ticketRefusal(402, 12, 'no money on account')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement, '9000');
    const stake = stakeField(canvasElement);
    const noMoney = withAnySpaces(storyText('toto:ticketError.noMoney'));
    await waitFor(() => expect(stake).toHaveAccessibleDescription(noMoney));
    await expect(stake).toHaveValue('9000');
  },
};

/** A stake under the CLP minimum the settings announce (100): said in the player's money. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { toto: TotoStoryFixture }).toto;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement, '50');
    await expect(stakeField(canvasElement)).toHaveAccessibleDescription(
      withAnySpaces(storyText('toto:stake.belowMin', { min: storyMoney(clpTotoLimits.min) })),
    );
    await expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  },
};

/** The player already has the pool's ten tickets (code 691): the cap, said on the form. */
export const TicketCap: Story = {
  parameters: fixture({
    buy: () => Promise.reject(ticketRefusal(400, 691, 'at most 10 tickets per player in a pool')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await playTicket(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        storyText('toto:ticketError.ticketCap', { count: clpTotoLimits.ticketsPerPool }),
      ),
    );
  },
};

/** The settings (and their limits) still loading: no hint yet, and the button waits. */
export const LimitsLoading: Story = {
  parameters: fixture({ settings: never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', poolHeading());
    await expect(canvas.getByRole('button', submitButton())).toHaveAttribute('aria-busy', 'true');
  },
};

/** My tickets: one opened, its picks beside the results. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tickets = await canvas.findByRole('region', { name: storyText('toto:tickets.title') });
    const [, won] = await within(tickets).findAllByRole('button', { expanded: false });
    await userEvent.click(won as HTMLElement);
    const title = storyText('toto:ticket.title', {
      id: wonTicket.ticketID,
      date: formatEventDate(wonTicket.createdAt),
    });
    const content = within(tickets).getByRole('region', { name: (name) => name.startsWith(title) });
    await expect(content).toHaveTextContent(
      storyText('toto:ticket.correct', { correct: 9, total: 10 }),
    );
    await expect(content).toHaveTextContent(
      withAnySpaces(storyText('toto:ticket.win', { amount: storyMoney(wonTicket.winAmount) })),
    );
    await expect(within(content).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const TicketsEmpty: Story = { parameters: fixture({ tickets: [] }) };

export const TicketsError: Story = {
  parameters: fixture({
    tickets: () => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: async ({ canvasElement }) => {
    const tickets = await within(canvasElement).findByRole('region', {
      name: storyText('toto:tickets.title'),
    });
    await expect(await within(tickets).findByRole('alert')).toHaveTextContent(
      storyText('toto:tickets.error'),
    );
  },
};

export const Loading: Story = { parameters: fixture({ pool: never, tickets: never }) };

/** No pool open between two pools. */
export const Empty: Story = {
  parameters: fixture({ pool: null }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: storyText('toto:pool.none') }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: fixture({
    pool: () =>
      Promise.reject(new ApiError({ kind: 'http', httpStatus: 503, message: 'unavailable' })),
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('toto:pool.error'));
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  parameters: fixture({}, { status: 'guest' }),
};
