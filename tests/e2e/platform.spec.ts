import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

interface Envelope<T> {
  success: boolean;
  data: T;
  codeStatus: number;
  errorMessage: string | null;
}

/**
 * The demo platform's "done when" journey of issue 5, end to end against `npm start`'s server:
 * register, top up through the demo checkout page in the browser, see live odds move, bet once
 * even when the placement is retried.
 */
test.describe('demo platform journey', () => {
  test('should register, top up through the demo checkout, and bet exactly once', async ({
    page,
  }) => {
    const email = `newcomer-${Date.now()}@demo.test`;
    const signup = await page.request.post(`${demo}/api/user/signup`, {
      data: {
        email,
        password: 'secret12ab',
        birth_date: '1990-05-17',
        currency: 'CLP',
        lang: 'es',
        need_activation: false,
      },
    });
    expect(((await signup.json()) as Envelope<unknown>).success).toBe(true);
    const check = (await (await page.request.get(`${demo}/api/user/check`)).json()) as Envelope<{
      email: string;
      role: number;
    }>;
    expect(check.data).toMatchObject({ email, role: 0 });

    const init = (await (
      await page.request.post(`${demo}/api/payment/freekassa/init`, {
        data: { amount: 6000, payment_mode: 63 },
      })
    ).json()) as Envelope<{ url: string }>;
    await page.goto(new URL(init.data.url, demo).href);
    await page.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect
      .poll(async () => {
        const balance = (await (
          await page.request.get(`${demo}/api/user/balance`)
        ).json()) as Envelope<{ balance: number }>;
        return balance.data.balance;
      })
      .toBe(6000);

    // One open single at the first line price, placed twice with the same key: debited once.
    const line = (await (
      await page.request.get(`${demo}/api/feed/line/games/top?lang=es`)
    ).json()) as Envelope<
      Array<{ markets: Array<{ odds: Array<{ id: string; c: number; b: boolean }> }> }>
    >;
    const odd = line.data
      .flatMap((event) => event.markets.flatMap((market) => market.odds))
      .find((candidate) => !candidate.b);
    expect(odd).toBeDefined();
    const placement = {
      headers: { 'Idempotency-Key': `e2e-${email}` },
      data: {
        coupon: {
          sum: 1000,
          acceptCoefChanges: true,
          lang: 'es',
          bets: [{ id: odd?.id, coef: odd?.c }],
          useBonus: false,
          useFreeBet: false,
        },
      },
    };
    const first = (await (
      await page.request.post(`${demo}/api/bet/place`, placement)
    ).json()) as Envelope<unknown>;
    const retry = (await (
      await page.request.post(`${demo}/api/bet/place`, placement)
    ).json()) as Envelope<unknown>;
    expect(first.success).toBe(true);
    expect(retry).toEqual(first);
    const after = (await (await page.request.get(`${demo}/api/user/balance`)).json()) as Envelope<{
      balance: number;
    }>;
    expect(after.data.balance).toBe(5000);
  });

  test('should move live events between polls', async ({ page }) => {
    const poll = async (timestamp: number) =>
      (
        (await (
          await page.request.get(`${demo}/api/feed/es/full/${timestamp}/0`)
        ).json()) as Envelope<{ timestamp: number; events: Array<{ id: number }> }>
      ).data;
    const first = await poll(0);
    expect(first.events.length).toBeGreaterThan(10);
    // The simulator ticks every few seconds: a later poll with the server's timestamp returns
    // only the events that changed since, with a newer timestamp once the tick has ended (a poll
    // in the middle of a sliced tick gets its first events with the old timestamp, so the next
    // poll asks for them again rather than missing any).
    await expect
      .poll(
        async () => {
          const next = await poll(first.timestamp);
          return next.events.length > 0 && next.timestamp > first.timestamp;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
