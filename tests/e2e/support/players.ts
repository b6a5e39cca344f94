import { expect, type Page } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  data: T;
  codeStatus: number;
  errorMessage: string | null;
}

async function envelope<T>(response: { json(): Promise<unknown> }): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/**
 * A new player of their own, signed in in the page's browser context and topped up through the
 * demo checkout: journeys that read a balance never race another test's bets.
 */
export async function fundedPlayer(
  page: Page,
  origin: string,
  { label, amount, currency = 'CLP' }: { label: string; amount: number; currency?: string },
): Promise<{ email: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const signup = await envelope(
    await page.request.post(`${origin}/api/user/signup`, {
      data: { email, password: 'secret12ab', currency, lang: 'es', need_activation: false },
    }),
  );
  expect(signup.success).toBe(true);
  const init = await envelope<{ url: string }>(
    await page.request.post(`${origin}/api/payment/freekassa/init`, {
      data: { amount, payment_mode: 63 },
    }),
  );
  const token = new URL(init.data.url, origin).pathname.split('/').pop() ?? '';
  const confirm = await envelope(
    await page.request.post(`${origin}/api/payment/demo/${token}/confirm`, { data: {} }),
  );
  expect(confirm.success).toBe(true);
  await expect.poll(() => balanceOf(page, origin)).toBe(amount);
  return { email };
}

export async function balanceOf(page: Page, origin: string): Promise<number> {
  const answer = await envelope<{ balance: number }>(
    await page.request.get(`${origin}/api/user/balance`),
  );
  return answer.data.balance;
}

export interface HistoryCoupon {
  id: number;
  status: number;
  countEvents: number;
  amountIn: number;
  isExpress: boolean;
}

/** The player's coupons, newest first, as the platform's history call gives them. */
export async function couponsOf(page: Page, origin: string): Promise<HistoryCoupon[]> {
  const answer = await envelope<{ coupons: HistoryCoupon[] }>(
    await page.request.post(`${origin}/api/bet/coupon_history`, { data: { count: 100 } }),
  );
  return answer.data.coupons;
}

interface FeedEvent {
  id: number;
  team1: string;
  team2: string;
  markets: Array<{ odds: Array<{ id: string; c: number; b: boolean }> }>;
}

/** Line football matches with an open main odd, soonest first (Spanish names, as the UI shows). */
export async function lineMatches(page: Page, origin: string): Promise<FeedEvent[]> {
  const answer = await envelope<FeedEvent[]>(
    await page.request.get(`${origin}/api/feed/line/games`, {
      params: { sportId: 1, lang: 'es' },
    }),
  );
  return answer.data.filter((event) =>
    event.markets.some((market) => market.odds.some((odd) => !odd.b)),
  );
}

/**
 * Closes an information notice a page opens for a new player (spec: they start open), as the
 * player would, and checks it went.
 */
export async function acknowledgeNotice(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
}
