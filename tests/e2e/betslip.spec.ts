import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { balanceOf, couponsOf, fundedPlayer } from './support/players.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;
const costa = `http://127.0.0.1:${brandPorts.costa}`;

/*
 * Issue 8's journeys against the app and the platform: each test has a player of its own (a new
 * CLP account topped up with 6000: stakes 100 to 5 000 000, the demo brand's), so balances never
 * race.
 */

/** The top events page with its event rows shown. */
async function openTopEvents(page: Page, origin = demo): Promise<Locator> {
  await page.goto(`${origin}/line/top-events`);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  return main;
}

/** Taps the first open main odd of the n-th event row (a different event each time). */
async function tapOddOfEvent(main: Locator, index: number): Promise<void> {
  const odd = main
    .getByRole('article')
    .nth(index)
    .getByRole('button', { name: /^(1|X|2), \d/ })
    .first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
}

async function openSlip(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: `Cupón (${String(count)})` }).click();
  const slip = page.getByRole('dialog', { name: 'Cupón de apuestas' });
  await expect(slip).toBeVisible();
  return slip;
}

/**
 * Fills the stake and places. The demo feed moves prices while a test runs, so the player accepts
 * odds changes (a moved price would otherwise be refused with code 4, as it should).
 */
async function place(slip: Locator, stake: string): Promise<void> {
  const accept = slip.getByRole('switch', { name: 'Aceptar cambios de cuota' });
  if ((await accept.getAttribute('aria-checked')) !== 'true') await accept.click();
  await expect(accept).toHaveAttribute('aria-checked', 'true');
  const stakeField = slip.getByRole('textbox', { name: 'Monto', exact: true });
  await stakeField.fill(stake);
  await slip.getByRole('button', { name: 'Apostar', exact: true }).click();
}

const placedNotice = (page: Page) => page.getByText('Tu apuesta fue realizada.');

test.describe('bet slip and bet history', () => {
  test('should place an express of three events, debit it and list it in the history', async ({
    page,
  }) => {
    await fundedPlayer(page, demo, { label: 'express', amount: 6000 });
    const main = await openTopEvents(page);
    for (const index of [0, 1, 2]) await tapOddOfEvent(main, index);

    const slip = await openSlip(page, 3);
    await expect(slip.getByRole('tab', { name: 'Combinada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await place(slip, '500');
    await expect(placedNotice(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cupón \(/ })).toBeHidden();
    expect(await balanceOf(page, demo)).toBe(5500);

    await page.goto(`${demo}/profile/bet-history`);
    const history = page.getByRole('main');
    await expect(
      history.getByRole('heading', { level: 1, name: 'Historial de apuestas' }),
    ).toBeVisible();
    await expect(history.getByText(/^Combinada · N\.º \d+/)).toBeVisible();
    await expect(history.getByText('3 selecciones')).toBeVisible();
  });

  test('should refuse a single above the maximum with code 9’s message', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'maximum', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    const slip = await openSlip(page, 1);
    await place(slip, '6000000');
    await expect(
      page.getByText('El monto supera el máximo. Bájalo e inténtalo de nuevo.').first(),
    ).toBeVisible();
    expect(await balanceOf(page, demo)).toBe(6000);
    expect(await couponsOf(page, demo)).toHaveLength(0);
  });

  test("should hold a costa player to costa's stakes, 0,50 € to 8000 €, in the slip and the platform", async ({
    page,
  }) => {
    await fundedPlayer(page, costa, { label: 'costa-stakes', amount: 20, currency: 'EUR' });
    const main = await openTopEvents(page, costa);
    await tapOddOfEvent(main, 0);
    await page.getByRole('button', { name: 'Boletim (1)' }).click();
    const slip = page.getByRole('dialog', { name: 'Boletim de apostas' });
    const stake = slip.getByRole('textbox', { name: 'Montante', exact: true });
    // The brand file's limits.bets, whatever the grouping of the thousands.
    await expect(stake).toHaveAccessibleDescription(/De 0,50\s?€ a 8[\s.]?000,00\s?€/u);
    const accept = slip.getByRole('switch', { name: 'Aceitar alterações de odds' });
    await accept.click();
    await expect(accept).toHaveAttribute('aria-checked', 'true');
    const submit = slip.getByRole('button', { name: 'Apostar', exact: true });

    await stake.fill('0,49');
    await submit.click();
    await expect(stake).toHaveAccessibleDescription(/O montante é inferior ao mínimo\./u);
    await stake.fill('8000,01');
    await submit.click();
    await expect(stake).toHaveAccessibleDescription(/O montante é superior ao máximo\./u);

    // The platform refuses what the slip would not send.
    const betId = await page.evaluate(() => {
      const saved = window.localStorage.getItem('betslip');
      return saved ? (JSON.parse(saved) as { bets: { id: string }[] }).bets[0]?.id : undefined;
    });
    for (const [sum, codeStatus] of [
      [0.49, 618],
      [8000.01, 619],
    ] as const) {
      const answer = await page.request.post(`${costa}/api/bet/place`, {
        data: {
          coupon: { sum, lang: 'pt', acceptCoefChanges: true, bets: [{ id: betId, coef: 1 }] },
        },
      });
      expect(await answer.json(), String(sum)).toMatchObject({ success: false, codeStatus });
    }

    await stake.fill('0,50');
    await submit.click();
    await expect(page.getByText('A sua aposta foi feita.')).toBeVisible();
    expect(await balanceOf(page, costa)).toBe(19.5);
  });

  test('should keep a full slip across a reload', async ({ page }) => {
    const main = await openTopEvents(page);
    for (const index of [0, 1, 2]) await tapOddOfEvent(main, index);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const slip = await openSlip(page, 3);
    await expect(slip.getByRole('list', { name: 'Selecciones' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(slip.getByRole('tab', { name: 'Combinada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('should place exactly once when the answer is lost on the way back', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'lost-answer', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    // The first placement reaches the platform, which places it; the app never hears the answer.
    let cut = false;
    await page.route('**/api/bet/place', async (route) => {
      if (cut) return route.continue();
      cut = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const slip = await openSlip(page, 1);
    await place(slip, '1000');
    await expect(placedNotice(page)).toBeVisible({ timeout: 15_000 });
    expect(cut).toBe(true);
    expect(await balanceOf(page, demo)).toBe(5000);
    expect(await couponsOf(page, demo)).toHaveLength(1);
  });

  test('should place exactly once when the answer never comes and the call times out', async ({
    page,
  }) => {
    await fundedPlayer(page, demo, { label: 'stalled-answer', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    // The page's timers run on a clock the test can move, so the placement's time limit passes
    // at once instead of after half a minute.
    await page.clock.install();
    // The first placement reaches the platform, which places it; its answer is held back for good.
    let sent = 0;
    await page.route('**/api/bet/place', async (route) => {
      sent += 1;
      if (sent > 1) return route.continue();
      await route.fetch();
    });
    const slip = await openSlip(page, 1);
    await place(slip, '1000');
    await expect.poll(() => couponsOf(page, demo)).toHaveLength(1);
    await expect(slip.getByRole('button', { name: 'Apuesta en proceso…' })).toBeVisible();
    expect(sent).toBe(1);

    await page.clock.fastForward(30_000);
    await expect(placedNotice(page)).toBeVisible({ timeout: 15_000 });
    expect(sent).toBe(2);
    expect(await couponsOf(page, demo)).toHaveLength(1);
    expect(await balanceOf(page, demo)).toBe(5000);
  });

  test('should finish a placement interrupted by a reload, once', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'reload', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    // The placement reaches the platform, which places it, but its answer never arrives: the
    // page reloads with the request still in flight.
    let held = false;
    await page.route('**/api/bet/place', async (route) => {
      if (held) return route.continue();
      held = true;
      await route.fetch();
    });
    const slip = await openSlip(page, 1);
    await place(slip, '1000');
    await expect(slip.getByRole('button', { name: 'Apuesta en proceso…' })).toBeVisible();
    await expect.poll(() => couponsOf(page, demo)).toHaveLength(1);
    await page.reload();
    await expect(placedNotice(page)).toBeVisible({ timeout: 15_000 });
    expect(await couponsOf(page, demo)).toHaveLength(1);
    expect(await balanceOf(page, demo)).toBe(5000);
  });

  test('should cash out a bet: the balance rises and the coupon reads sold', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'cashout', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    await place(await openSlip(page, 1), '1000');
    await expect(placedNotice(page)).toBeVisible();
    const afterBet = await balanceOf(page, demo);
    expect(afterBet).toBe(5000);

    await page.goto(`${demo}/profile/bet-history`);
    const history = page.getByRole('main');
    await history.getByRole('button', { name: /^Cobrar / }).click();
    const dialog = page.getByRole('dialog', { name: 'Cobro anticipado' });
    await dialog.getByRole('button', { name: /^Cobrar / }).click();
    // The feed may move the price between the offer and the sale: the player takes the new one.
    const sold = page.getByText('Venta exitosa');
    const newOffer = dialog.getByRole('button', { name: /^Aceptar / });
    await expect(sold.or(newOffer)).toBeVisible();
    if (await newOffer.isVisible()) await newOffer.click();
    await expect(sold).toBeVisible();
    await expect.poll(() => balanceOf(page, demo)).toBeGreaterThan(afterBet);
    await expect(history.getByText('Vendida', { exact: true }).first()).toBeVisible();
    const [coupon] = await couponsOf(page, demo);
    expect(coupon?.status).toBe(17410);
  });

  test('should place a one-click bet from a single tap', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'one-click', amount: 6000 });
    const main = await openTopEvents(page);
    await tapOddOfEvent(main, 0);
    const slip = await openSlip(page, 1);
    await slip.getByRole('switch', { name: /Apuesta en un clic/ }).click();
    await expect(slip.getByRole('textbox', { name: /Monto en un clic/ })).toHaveValue('100');
    await slip.getByRole('button', { name: 'Cerrar el cupón' }).click();

    await main
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^(1|X|2), \d/ })
      .first()
      .click();
    await expect(placedNotice(page)).toBeVisible({ timeout: 10_000 });
    expect(await balanceOf(page, demo)).toBe(5900);
    const [coupon] = await couponsOf(page, demo);
    expect(coupon).toMatchObject({ countEvents: 1, amountIn: 100 });

    // One-click keeps the slip empty, so the switch outside it is the way out.
    const chip = page.getByRole('button', { name: 'Apuesta en un clic', pressed: true });
    await expect(chip).toBeVisible();
    await test
      .info()
      .attach('one-click-chip', { body: await page.screenshot(), contentType: 'image/png' });
    await chip.click();
    await expect(page.getByRole('button', { name: 'Apuesta en un clic' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Apuesta en un clic', pressed: true }),
    ).toHaveCount(0);
  });
});
