import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetNotices } from '../../../core/notifications/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  claimDayStats,
  claimRefusal,
  clocks,
  fixedClock,
  maxedStats,
  statsFailure,
  sundayStats,
} from '../testing/fixtures.ts';
import { withFreeBetsFixture, type FreeBetsFixture } from '../testing/storyFixture.tsx';
import FreeBetsScreen from './FreeBetsScreen.tsx';

function fixture(
  routes: FixtureRoutes,
  { session = signedInSession, brand }: { session?: Session; brand?: typeof fixtureBrand } = {},
): { app: FreeBetsFixture } {
  return {
    app: {
      api: createFixtureApi(routes),
      session,
      brand,
      actions: { refresh: fn(() => Promise.resolve()) },
      path: '/free-bets',
    },
  };
}

const onClaimDay = { clock: fixedClock(clocks.wednesday) };

const meta = {
  title: 'Campaigns/FreeBets',
  component: FreeBetsScreen,
  decorators: [withFreeBetsFixture],
  beforeEach: () => resetNotices(),
  args: { clock: fixedClock(clocks.sunday) },
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': sundayStats }),
} satisfies Meta<typeof FreeBetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const yourFreeBets = (root: HTMLElement) =>
  within(root).getByRole('region', { name: 'Tus apuestas gratis' });

/** Sunday: one active free bet, two waiting for Wednesday, 1 TMT short of the next one. */
export const NotClaimDay: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(yourFreeBets(canvasElement)).toHaveTextContent(/1 x 100,00\sM/));
    await expect(
      within(canvasElement).getByRole('region', { name: 'Hasta el próximo miércoles' }),
    ).toHaveTextContent('2 d 17 h 48 min');
  },
};

export const NotClaimDayEnglish: Story = { globals: { language: 'en-US' } };

export const NotClaimDayPortuguese: Story = { globals: { language: 'pt-PT' } };

/** Five free bets earned this week: nothing more to reach. */
export const WeeklyMaximum: Story = {
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': maxedStats }),
};

/** Inside the brand's campaign dates: no date notice. */
export const CampaignRunning: Story = {
  args: { clock: fixedClock(clocks.campaignRunning) },
};

/** After the brand's end date: the page says so. */
export const CampaignEnded: Story = {
  args: { clock: fixedClock(clocks.campaignEnded) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('La campaña terminó el 28.12.2026.'),
    ).toBeInTheDocument();
  },
};

/** Visitor: the sign-in prompt and zero stats; nothing is asked of the platform. */
export const Guest: Story = {
  parameters: fixture({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const panel = yourFreeBets(canvasElement);
    await expect(panel).toHaveTextContent('Necesitas iniciar sesión para hacer esto.');
    await expect(within(panel).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  },
};

export const GuestEnglish: Story = { ...Guest, play: undefined, globals: { language: 'en-US' } };

/** The session is being checked. */
export const CheckingSession: Story = {
  parameters: fixture({}, { session: { status: 'checking' } }),
};

/** The stats are on their way. */
export const Loading: Story = {
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': neverAnswer }),
};

/** The stats failed: an error with a retry. */
export const LoadError: Story = {
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': () => Promise.reject(statsFailure()),
  }),
};

/*
 * Answers that change after a first call, reset before each story that uses them: a fixture
 * outlives one rendering of its story.
 */
let statsFailed = false;
let claimed = false;

/** The retry of a failed load shows the stats. */
export const LoadErrorRetried: Story = {
  beforeEach: () => {
    statsFailed = false;
  },
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': () => {
      if (statsFailed) return sundayStats;
      statsFailed = true;
      return Promise.reject(statsFailure());
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(yourFreeBets(canvasElement)).toHaveTextContent(/1199,00\sM/));
  },
};

/** Wednesday with two free bets waiting: the claim button. */
export const ClaimDay: Story = {
  args: onClaimDay,
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': claimDayStats }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Reclamar 2 x 100,00\sM$/ }),
    ).toBeEnabled();
  },
};

export const ClaimDayEnglish: Story = {
  ...ClaimDay,
  play: undefined,
  globals: { language: 'en-US' },
};

/** The claim is on its way: the button is busy. */
export const Claiming: Story = {
  args: onClaimDay,
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': claimDayStats,
    'POST /api/user/activate-free-bets': neverAnswer,
  }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^Reclamar 2/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Claimed: the notice, and the two free bets now active. */
export const Claimed: Story = {
  args: onClaimDay,
  beforeEach: () => {
    claimed = false;
  },
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': () =>
      claimed ? { ...claimDayStats, active: 2, inactive: 0 } : claimDayStats,
    'POST /api/user/activate-free-bets': () => {
      claimed = true;
      return { active: 2, inactive: 0 };
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Reclamar 2/ }));
    await waitFor(() => expect(yourFreeBets(canvasElement)).toHaveTextContent(/2 x 100,00\sM/));
    await expect(
      within(canvasElement.ownerDocument.body).getByText('¡Apuestas gratis recibidas!'),
    ).toBeInTheDocument();
  },
};

/** The platform refuses the claim: its own message under the button. */
export const ClaimFailure: Story = {
  args: onClaimDay,
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': claimDayStats,
    'POST /api/user/activate-free-bets': () =>
      Promise.reject(claimRefusal('No tiene freebets para reclamar')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Reclamar 2/ }));
    await waitFor(() =>
      expect(within(yourFreeBets(canvasElement)).getByRole('alert')).toHaveTextContent(
        'No tiene freebets para reclamar',
      ),
    );
  },
};

/** A brand that switched the campaign off. */
export const Unavailable: Story = {
  parameters: fixture(
    {},
    { brand: { ...fixtureBrand, campaigns: { freeBets: { enabled: false } } } },
  ),
};
