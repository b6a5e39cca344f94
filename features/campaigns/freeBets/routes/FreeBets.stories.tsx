import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetNotices } from '../../../core/notifications/index.ts';
import {
  asTextContent,
  createFixtureApi,
  fixtureBrand,
  fixturePlayer,
  neverAnswer,
  signedInSession,
  storyLanguage,
  storyLocale,
  storyText,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { campaignDisplay, campaignMoney } from '../components/display.ts';
import { campaignRules } from '../model/campaignRules.ts';
import {
  claimDayStats,
  claimRefusal,
  clocks,
  datedBrand,
  fixedClock,
  maxedStats,
  nothingToClaim,
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
  within(root).getByRole('region', { name: storyText('freeBets:status.title') });

/** The demo brand's campaign, the one the screen reads from the brand. */
const rules = campaignRules(fixtureBrand.campaigns?.freeBets);

/** Campaign money as the screen writes it, in the story's language. */
const money = (amount: number) =>
  campaignMoney(rules, storyLocale(), fixtureBrand.currencies.symbols)(amount);

/** "2 x $100": a count of free bets of the campaign's amount (the demo brand's pesos). */
const freeBets = (count: number) =>
  storyText('freeBets:stats.activeValue', { count, amount: money(rules.amount) });

const claimButtonName = () =>
  storyText('freeBets:claim.button', {
    count: claimDayStats.inactive,
    amount: money(rules.amount),
  });

/** Sunday: one active free bet, two waiting for Wednesday, 1 peso short of the next one. */
export const NotClaimDay: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await waitFor(() =>
      expect(yourFreeBets(canvasElement)).toHaveTextContent(asTextContent(freeBets(1))),
    );
    const [days, hours, minutes] = [
      storyText('freeBets:countdown.days'),
      storyText('freeBets:countdown.hours'),
      storyText('freeBets:countdown.minutes'),
    ];
    await expect(
      within(canvasElement).getByRole('region', {
        name: storyText(`freeBets:nextWeekday.${rules.claimWeekday}`),
      }),
    ).toHaveTextContent(`2 ${days} 17 ${hours} 48 ${minutes}`);
  },
};

export const NotClaimDayEnglish: Story = { globals: { language: 'en-US' } };

export const NotClaimDayPortuguese: Story = { globals: { language: 'pt-PT' } };

/** Five free bets earned this week: nothing more to reach. */
export const WeeklyMaximum: Story = {
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': maxedStats }),
};

/** A brand with campaign dates (1 to 28 December), between them: no date notice. */
export const CampaignRunning: Story = {
  args: { clock: fixedClock(clocks.campaignRunning) },
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': sundayStats }, { brand: datedBrand }),
};

/** The dated brand's campaign, a week before it starts: its start, counted down; no week yet. */
export const CampaignUpcoming: Story = {
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': sundayStats }, { brand: datedBrand }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { startDate } = campaignDisplay(
      campaignRules(datedBrand.campaigns?.freeBets),
      (amount) => money(amount),
      storyLocale(),
      clocks.sunday,
    );
    await expect(
      canvas.getByText(storyText('freeBets:phase.upcoming', { start: startDate })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: storyText('freeBets:countdown.untilStart') }),
    ).toBeInTheDocument();
    // Not "starts on 01.12" beside this week's progress: no week is counted before the start.
    await expect(
      canvas.queryByRole('region', { name: storyText('freeBets:status.title') }),
    ).not.toBeInTheDocument();
  },
};

/** After the dated brand's end date: the page says so, with no claim day or week to show. */
export const CampaignEnded: Story = {
  args: { clock: fixedClock(clocks.campaignEnded) },
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': sundayStats }, { brand: datedBrand }),
  play: async (context) => {
    const { endDate } = campaignDisplay(
      campaignRules(datedBrand.campaigns?.freeBets),
      (amount) => money(amount),
      storyLocale(),
      clocks.campaignEnded,
    );
    await expect(
      within(context.canvasElement).getByText(storyText('freeBets:phase.ended', { end: endDate })),
    ).toBeInTheDocument();
  },
};

/** A player holding dollars on the peso site: the campaign is for peso accounts. */
export const OtherCurrency: Story = {
  parameters: fixture(
    { 'GET /api/user/actualFreeBetStats': sundayStats },
    {
      session: {
        status: 'player',
        user: { ...fixturePlayer, currency: 'USD' },
        balance: { balance: 250, bonusBalance: 0, freeBets: { active: 0, inactive: 0 } },
      },
    },
  ),
  play: async ({ canvasElement }) => {
    await expect(yourFreeBets(canvasElement)).toHaveTextContent(
      storyText('freeBets:status.otherCurrency', { currency: rules.currency }),
    );
  },
};

/** Visitor: the sign-in prompt and zero stats; nothing is asked of the platform. */
export const Guest: Story = {
  parameters: fixture({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const panel = yourFreeBets(canvasElement);
    await expect(panel).toHaveTextContent(storyText('errors:notice.needAuth'));
    await expect(
      within(panel).getByRole('button', { name: storyText('freeBets:guest.signIn') }),
    ).toBeEnabled();
  },
};

export const GuestEnglish: Story = { ...Guest, globals: { language: 'en-US' } };

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
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText('freeBets:status.retry') }),
    );
    await waitFor(() =>
      expect(yourFreeBets(canvasElement)).toHaveTextContent(
        asTextContent(money(sundayStats.bets_total_now)),
      ),
    );
  },
};

/** Wednesday with two free bets waiting: the claim button. */
export const ClaimDay: Story = {
  args: onClaimDay,
  parameters: fixture({ 'GET /api/user/actualFreeBetStats': claimDayStats }),
  play: async (context) => {
    await expect(
      await within(context.canvasElement).findByRole('button', { name: claimButtonName() }),
    ).toBeEnabled();
  },
};

export const ClaimDayEnglish: Story = { ...ClaimDay, globals: { language: 'en-US' } };

/** The claim is on its way: the button is busy. */
export const Claiming: Story = {
  args: onClaimDay,
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': claimDayStats,
    'POST /api/user/activate-free-bets': neverAnswer,
  }),
  play: async (context) => {
    const button = await within(context.canvasElement).findByRole('button', {
      name: claimButtonName(),
    });
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
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: claimButtonName() }));
    await waitFor(() =>
      expect(yourFreeBets(canvasElement)).toHaveTextContent(asTextContent(freeBets(2))),
    );
    await expect(
      within(canvasElement.ownerDocument.body).getByText(storyText('freeBets:notice.claimed')),
    ).toBeInTheDocument();
  },
};

/** The platform refuses the claim: its own message under the button. */
export const ClaimFailure: Story = {
  args: onClaimDay,
  parameters: fixture({
    'GET /api/user/actualFreeBetStats': claimDayStats,
    'POST /api/user/activate-free-bets': () =>
      Promise.reject(claimRefusal(nothingToClaim[storyLanguage()])),
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: claimButtonName() }));
    await waitFor(() =>
      expect(within(yourFreeBets(canvasElement)).getByRole('alert')).toHaveTextContent(
        nothingToClaim[storyLanguage()],
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
