import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

/*
 * Issue 10's free-bet campaign against the platform's own clock. These journeys move the demo
 * platform's clock, so they run after every other journey (the `clock` project in
 * playwright.config.ts) and one at a time.
 */
test.describe.configure({ mode: 'serial' });

async function setPlatformClock(page: Page, moment: Date): Promise<void> {
  const answer = await page.request.post(`${demo}/api/dev/clock`, {
    data: { set: moment.toISOString() },
  });
  expect(answer.ok()).toBe(true);
}

/**
 * 10:00 UTC (13:00 in Moscow) of the last Wednesday before the platform's present, and the
 * Tuesday before it. The demo player's free bets are seeded claimable, and they expire at the
 * next Sunday noon in Moscow: moving the clock forward could cross that and rightly expire
 * them. A clock set back re-anchors the campaign without acting, and Tuesday to Wednesday
 * crosses neither a Monday award nor a Sunday expiry.
 */
async function lastWednesday(page: Page): Promise<{ tuesday: Date; wednesday: Date }> {
  const answer = await page.request.get(`${demo}/api/dev/clock`);
  const now = new Date(((await answer.json()) as { data: { now: string } }).data.now);
  const wednesday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10),
  );
  while (wednesday.getUTCDay() !== 3 || wednesday >= now) {
    wednesday.setUTCDate(wednesday.getUTCDate() - 1);
  }
  const tuesday = new Date(wednesday.getTime() - 24 * 60 * 60 * 1000);
  return { tuesday, wednesday };
}

let moments: { tuesday: Date; wednesday: Date } | undefined;

async function signInDemoPlayer(page: Page): Promise<void> {
  const answer = await page.request.post(`${demo}/api/user/login/email`, {
    data: { email: 'player@demo.test', password: 'demo1234' },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('free-bet campaign', () => {
  test('should count down to Wednesday on another day', async ({ page }) => {
    moments = await lastWednesday(page);
    await setPlatformClock(page, moments.tuesday);
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    const countdown = page.getByRole('region', { name: 'Hasta el próximo miércoles' });
    await expect(countdown).toBeVisible();
    await expect(countdown.locator('time')).toHaveAttribute('datetime', /^P/);
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });

  test('should claim the week’s free bets on Wednesday', async ({ page }) => {
    moments ??= await lastWednesday(page);
    await setPlatformClock(page, moments.wednesday);
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    const claim = page.getByRole('button', { name: /^Reclamar 2 x 100,00/ });
    await expect(claim).toBeVisible();
    await claim.click();
    await expect(page.getByText('¡Apuestas gratis recibidas!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });
});
