import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

/*
 * Issue 10's free-bet campaign against the platform's own clock. These journeys move the demo
 * platform's clock, so they run after every other journey (the `clock` project in
 * playwright.config.ts) and one at a time.
 */
test.describe.configure({ mode: 'serial' });

async function setPlatformClock(page: Page, moment: string): Promise<void> {
  const answer = await page.request.post(`${demo}/api/dev/clock`, { data: { set: moment } });
  expect(answer.ok()).toBe(true);
}

async function signInDemoPlayer(page: Page): Promise<void> {
  const answer = await page.request.post(`${demo}/api/user/login/email`, {
    data: { email: 'player@demo.test', password: 'demo1234' },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('free-bet campaign', () => {
  test('should count down to Wednesday on another day', async ({ page }) => {
    await setPlatformClock(page, '2026-11-24T10:00:00.000Z'); // a Tuesday
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    const countdown = page.getByRole('region', { name: 'Hasta el próximo miércoles' });
    await expect(countdown).toBeVisible();
    await expect(countdown.locator('time')).toHaveAttribute('datetime', /^P/);
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });

  test('should claim the week’s free bets on Wednesday', async ({ page }) => {
    await setPlatformClock(page, '2026-11-25T10:00:00.000Z'); // a Wednesday
    await signInDemoPlayer(page);
    await page.goto(`${demo}/free-bets`);
    const claim = page.getByRole('button', { name: /^Reclamar 2 x 100,00/ });
    await expect(claim).toBeVisible();
    await claim.click();
    await expect(page.getByText('¡Apuestas gratis recibidas!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reclamar/ })).toHaveCount(0);
  });
});
