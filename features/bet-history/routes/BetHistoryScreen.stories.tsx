import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  neverAnswer,
  signedInSession,
  storyLanguage,
  storyMoney,
  storyText,
  withAnySpaces,
  withAppFixture,
  type AppFixture,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import {
  cashoutBetsFixture,
  couponBetIn,
  couponIn,
  couponsFixture,
  expressContent,
  freshOffer,
  historyPage,
  movedOffer,
  pendingExpress,
  pendingSingle,
  sellRefusal,
} from '../testing/fixtures.ts';
import BetHistoryScreen from './BetHistoryScreen.tsx';

/**
 * The platform's answers, with a coupon that reads sold once a sale went through. The coupons are
 * a player's who bets in the story's language: the platform keeps the names a coupon was placed in.
 */
function platform(extra: FixtureRoutes = {}): FixtureRoutes {
  let sold = false;
  return {
    'POST /api/bet/coupon_history': (request: FixtureRequest) => {
      const body = request.body as { coupon_id?: number; page?: number; status?: number[] };
      const language = storyLanguage();
      if (body.coupon_id === pendingExpress.id) {
        return {
          betData: couponIn(expressContent.betData, language),
          bets: expressContent.bets.map((bet) => couponBetIn(bet, language)),
        };
      }
      const coupons = couponsFixture
        .map((coupon) => couponIn(coupon, language))
        .map((coupon) =>
          sold && coupon.id === pendingSingle.id
            ? { ...coupon, status: 17410, amountOut: freshOffer.returnAmount }
            : coupon,
        )
        .filter((coupon) => !body.status || body.status.includes(coupon.status));
      return historyPage(coupons, body.page ?? 1, body.status ? 1 : 3);
    },
    'POST /api/remote/GetUserCashoutBets': () =>
      sold ? [] : cashoutBetsFixture.map((bet) => couponIn(bet, storyLanguage())),
    'GET /api/bet/sell': freshOffer,
    'POST /api/bet/sell': () => {
      sold = true;
      return { id: pendingSingle.id, status: 17410, returnAmount: 1210, balance: 2210 };
    },
    ...extra,
  };
}

function app(routes: FixtureRoutes, overrides: Partial<AppFixture> = {}): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(routes),
      session: signedInSession,
      path: '/profile/bet-history',
      ...overrides,
    },
  };
}

const meta = {
  title: 'BetHistory/Screen',
  component: BetHistoryScreen,
  decorators: [withAppFixture],
  args: { today: '2026-11-21T12:00:00' },
  parameters: app(platform()),
} satisfies Meta<typeof BetHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', { name: storyText('betHistory:list.label') }),
  ).getAllByRole('article');
/**
 * Waits for the list's loading overlay to leave, so the screenshot never catches it; a loaded
 * machine took longer than waitFor's default second.
 */
const loadingGone = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(within(canvasElement).queryByText(storyText('betHistory:loading'))).toBeNull(),
    { timeout: 5000 },
  );
const cashoutDialog = () => ({ name: storyText('betHistory:cashout.title') });
/** The card's cash-out, priced at the list's offer; the dialog's, at the fresh offer. */
const cashOutAt = (amount: number) => ({
  name: withAnySpaces(storyText('betHistory:cashout.button', { amount: storyMoney(amount) })),
});

/** The signed-in history of the last 30 days. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await cards(canvasElement)).toHaveLength(couponsFixture.length);
  },
};

export const Loading: Story = {
  parameters: app({
    'POST /api/bet/coupon_history': neverAnswer,
    'POST /api/remote/GetUserCashoutBets': [],
  }),
};

/** A guest (a lost session): the spec's 'please authorise' prompt and a log-in button. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: storyText('errors:notice.pleaseAuthorise') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText('betHistory:guest.logIn') }),
    ).toBeVisible();
  },
};

/** One status chosen: the list asks for that status only. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(
      within(
        canvas.getByRole('group', { name: storyText('betHistory:filters.statuses') }),
      ).getByRole('button', { name: storyText('betHistory:filters.status.win') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('betHistory:filters.show') }),
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(2));
    await loadingGone(canvasElement);
  },
};

/** The next page is asked 1-based. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    const pages = canvas.getByRole('navigation', {
      name: storyText('betHistory:pagination.label'),
    });
    const second = { name: storyText('betHistory:pagination.page', { page: 2 }) };
    await userEvent.click(within(pages).getByRole('button', second));
    await waitFor(() =>
      expect(within(pages).getByRole('button', second)).toHaveAttribute('aria-current', 'page'),
    );
    await loadingGone(canvasElement);
  },
};

/** Tapping an express's bets opens its content. */
export const OpenContent: Story = {
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await userEvent.click(
      within(list[1] as HTMLElement).getByRole('button', {
        name: storyText('betHistory:coupon.details'),
      }),
    );
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: storyText('betHistory:content.title', { code: pendingExpress.code }),
    });
    const bets = await within(sheet).findByRole('list', {
      name: storyText('betHistory:content.bets'),
    });
    // The sheet fades in (its first frames are at opacity 0): wait for it.
    await waitFor(() => expect(bets).toBeVisible());
  },
};

/** Cash out the pending single: fresh offer, sale, the coupon now sold. */
export const CashOut: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await cards(canvasElement);
    await userEvent.click(
      await within(list[0] as HTMLElement).findByRole('button', cashOutAt(1187)),
    );
    const dialog = await body.findByRole('dialog', cashoutDialog());
    const sell = {
      name: withAnySpaces(
        storyText('betHistory:cashout.confirm', { amount: storyMoney(freshOffer.returnAmount) }),
      ),
    };
    await userEvent.click(await within(dialog).findByRole('button', sell));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const sold = storyText('betHistory:status.sold');
    await waitFor(async () => expect((await cards(canvasElement))[0]).toHaveTextContent(sold));
  },
};

/** The odds moved while selling: the new offer is shown, to accept. */
export const CashOutOddsChanged: Story = {
  parameters: app(
    platform({
      'POST /api/bet/sell': () =>
        Promise.reject(sellRefusal('CoeffChanged', { offer: movedOffer })),
    }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await cards(canvasElement);
    await userEvent.click(
      await within(list[0] as HTMLElement).findByRole('button', cashOutAt(1187)),
    );
    const dialog = await body.findByRole('dialog', cashoutDialog());
    const sell = storyText('betHistory:cashout.confirm', {
      amount: storyMoney(freshOffer.returnAmount),
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: withAnySpaces(sell) }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      storyText('errors:sell.coeffChanged'),
    );
    const accept = storyText('betHistory:cashout.acceptNew', {
      amount: storyMoney(movedOffer.returnAmount),
    });
    await expect(within(dialog).getByRole('button', { name: withAnySpaces(accept) })).toBeVisible();
  },
};
