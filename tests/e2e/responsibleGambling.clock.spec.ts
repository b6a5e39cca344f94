import { expect, test, type Page } from '@playwright/test';
import { clockPort } from '../../playwright.config.ts';
import { responsibleGamingPaths } from '../../schemas/responsibleGamingApi.ts';
import { fundedPlayer } from './support/players.ts';

/*
 * Player protection against the platform's own clock (the demo brand's server of the journeys
 * that move it, clockPort in playwright.config.ts): the platform is the reality check's clock and
 * settles the coupons that lose a loss limit. One journey at a time.
 */
const demo = `http://127.0.0.1:${clockPort}`;
test.describe.configure({ mode: 'serial' });

interface Envelope<T> {
  success: boolean;
  data: T;
  codeStatus: number;
}

async function advanceClock(page: Page, ms: number): Promise<void> {
  const answer = await page.request.post(`${demo}/api/dev/clock`, {
    data: { advanceMs: Math.max(0, Math.round(ms)) },
  });
  expect(answer.ok()).toBe(true);
}

async function platformNow(page: Page): Promise<number> {
  const answer = (await (await page.request.get(`${demo}/api/dev/clock`)).json()) as Envelope<{
    now: string;
  }>;
  return Date.parse(answer.data.now);
}

interface LineEvent {
  id: number;
  startDate: string;
  markets: Array<{ odds: Array<{ id: string; c: number; b: boolean }> }>;
}

/**
 * The soonest line match whose 1 X 2 market is open in full and that starts at least a few
 * minutes after the platform's clock: right after a clock move the line still lists the matches
 * the move jumped past until the feed's next tick (the platform then refuses them as begun).
 */
async function soonestMatch(
  page: Page,
): Promise<LineEvent & { odds: LineEvent['markets'][0]['odds'] }> {
  const earliestStart = (await platformNow(page)) + 5 * 60_000;
  const answer = (await (
    await page.request.get(`${demo}/api/feed/line/games`, { params: { sportId: 1, lang: 'es' } })
  ).json()) as Envelope<LineEvent[]>;
  const open = answer.data
    .filter((event) => {
      const odds = event.markets[0]?.odds ?? [];
      const allOpen = odds.length === 3 && odds.every((odd) => !odd.b);
      return allOpen && Date.parse(event.startDate) >= earliestStart;
    })
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const [event] = open;
  if (!event) throw new Error('No line match with an open 1 X 2 market');
  return { ...event, odds: event.markets[0]?.odds ?? [] };
}

async function placeSingle(page: Page, odd: { id: string; c: number }, sum: number) {
  const answer = (await (
    await page.request.post(`${demo}/api/bet/place`, {
      data: {
        coupon: { sum, lang: 'es', acceptCoefChanges: true, bets: [{ id: odd.id, coef: odd.c }] },
      },
    })
  ).json()) as Envelope<unknown>;
  expect(answer.success, JSON.stringify(answer)).toBe(true);
}

test.describe('player protection on the platform clock', () => {
  test("should show a reality check after the interval with the session's net position, across reloads and tabs", async ({
    page,
    context,
  }) => {
    await fundedPlayer(page, demo, { label: 'reality-check', amount: 6000 });
    // The shortest interval the platform takes.
    const interval = await page.request.put(`${demo}${responsibleGamingPaths.realityCheck}`, {
      data: { intervalMinutes: 10 },
    });
    expect(interval.ok()).toBe(true);
    const match = await soonestMatch(page);
    const [odd] = match.odds;
    if (!odd) throw new Error('no odd');
    await placeSingle(page, odd, 1000);

    await page.goto(`${demo}/`);
    const header = page.getByRole('banner');
    const timer = header.getByRole('button', { name: /^Esta sesión: .+, balance neto \$-1\.000$/ });
    await expect(timer).toBeVisible();
    const check = page.getByRole('alertdialog', { name: 'Control de realidad' });
    await expect(check).toHaveCount(0);

    await advanceClock(page, 10 * 60_000 + 2_000);
    await page.reload();
    await expect(check).toBeVisible();
    await expect(check).toContainText(/Llevas 1\d minutos jugando/);
    await expect(check.getByText('Apostado')).toBeVisible();
    await expect(check.getByText('$-1.000')).toBeVisible();
    // It needs an answer: Escape does not close it, and a reload or a second tab shows it again.
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await page.reload();
    await expect(check).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${demo}/line/top-events`);
    await expect(other.getByRole('alertdialog', { name: 'Control de realidad' })).toBeVisible();
    await other.close();

    await check.getByRole('button', { name: 'Continuar' }).click();
    await expect(check).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Esta sesión/ }),
    ).toBeVisible();
    await expect(check).toHaveCount(0);

    // The header's timer opens the session's figures.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Esta sesión/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Esta sesión' });
    await expect(panel.getByText('Balance neto')).toBeVisible();
    await expect(panel.getByText('$-1.000')).toBeVisible();
  });

  test('should refuse the next bet in the slip once a loss limit is lost', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'loss-limit', amount: 100_000 });
    await page.goto(`${demo}/profile/responsible-gambling`);
    const daily = page.locator('[data-limit="loss-day"]');
    await daily.getByRole('button', { name: 'Poner un límite' }).click();
    await daily.getByRole('textbox', { name: /^Nuevo límite por día/ }).fill('100');
    await daily.getByRole('button', { name: 'Guardar' }).click();
    await expect(daily.getByRole('status')).toHaveText('Guardado. El límite ya está en vigor.');

    // A certain loss: every outcome of one match, staked so each pays the same; the bookmaker's
    // margin (the outcomes' 1 / odds add up to more than 1) is what the player loses.
    const match = await soonestMatch(page);
    for (const odd of match.odds) await placeSingle(page, odd, Math.round(30_000 / odd.c));
    // The match is played and settled: its start, 90 minutes and stoppage time, on the clock.
    await advanceClock(
      page,
      Date.parse(match.startDate) + 150 * 60_000 - (await platformNow(page)),
    );
    await expect
      .poll(
        async () => {
          const state = (await (
            await page.request.get(`${demo}${responsibleGamingPaths.state}`)
          ).json()) as Envelope<{ usage: { day: { netLoss: number } } }>;
          return state.data.usage.day.netLoss;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(100);

    await page.goto(`${demo}/line/top-events`);
    // Hours went by on the clock: the hour's reality check is due first, with the session's loss.
    const check = page.getByRole('alertdialog', { name: 'Control de realidad' });
    await expect(check.getByText('Balance neto')).toBeVisible();
    await check.getByRole('button', { name: 'Continuar' }).click();
    await expect(check).toBeHidden();
    const main = page.getByRole('main');
    const price = main
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^(1|X|2), \d/ })
      .first();
    await price.click();
    await page.getByRole('button', { name: 'Cupón (1)' }).click();
    const slip = page.getByRole('dialog', { name: 'Cupón de apuestas' });
    const accept = slip.getByRole('switch', { name: 'Aceptar cambios de cuota' });
    if ((await accept.getAttribute('aria-checked')) !== 'true') await accept.click();
    await slip.getByRole('textbox', { name: 'Monto', exact: true }).fill('500');
    await slip.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(
      page
        .getByText(
          'Has alcanzado el límite de pérdidas que fijaste. Podrás volver a jugar cuando termine el periodo.',
        )
        .first(),
    ).toBeVisible();
  });
});
