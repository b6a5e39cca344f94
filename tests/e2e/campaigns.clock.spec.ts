import { expect, test, type Page } from '@playwright/test';
import { clockPort } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${clockPort}`;

/*
 * The free-bet campaign against the platform's own clock, on the server of the journeys
 * that move it (clockPort in playwright.config.ts), one at a time.
 */
test.describe.configure({ mode: 'serial' });

async function setPlatformClock(page: Page, moment: Date): Promise<void> {
  const answer = await page.request.post(`${demo}/api/dev/clock`, {
    data: { set: moment.toISOString() },
  });
  expect(answer.ok()).toBe(true);
}

/**
 * The platform starts on a Tuesday at 10:00 UTC (13:00 in Moscow); this is 10:00 UTC of the
 * Wednesday after its present. The demo player's free bets are seeded claimable and expire at
 * the next Sunday noon in Moscow, so the day from Tuesday to Wednesday crosses neither a Monday
 * award nor a Sunday expiry. The clock cannot be set back before the seed.
 */
async function nextWednesday(page: Page): Promise<Date> {
  const answer = await page.request.get(`${demo}/api/dev/clock`);
  const now = new Date(((await answer.json()) as { data: { now: string } }).data.now);
  const wednesday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10),
  );
  while (wednesday.getUTCDay() !== 3 || wednesday <= now) {
    wednesday.setUTCDate(wednesday.getUTCDate() + 1);
  }
  return wednesday;
}

async function signInDemoPlayer(page: Page): Promise<void> {
  const answer = await page.request.post(`${demo}/api/user/login/email`, {
    data: { email: 'player@demo.test', password: 'demo1234' },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('free-bet campaign', () => {
  test('should count down to Wednesday on another day', async ({ page }) => {
    // The platform's clock starts on a Tuesday.
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    const countdown = page.getByRole('region', { name: 'Hasta el próximo miércoles' });
    await expect(countdown).toBeVisible();
    await expect(countdown.locator('time')).toHaveAttribute('datetime', /^P/);
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });

  test('should claim the week’s free bets on Wednesday', async ({ page }) => {
    await setPlatformClock(page, await nextWednesday(page));
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    // The demo brand's campaign pays in its players' pesos: whole pesos, the Chilean way.
    const claim = page.getByRole('button', { name: 'Reclamar 2 x $100' });
    await expect(claim).toBeVisible();
    await claim.click();
    await expect(page.getByText('¡Apuestas gratis recibidas!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });
});
