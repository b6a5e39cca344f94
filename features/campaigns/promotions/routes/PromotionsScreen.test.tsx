import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { createFixtureApi, fixtureBrand, type FixtureRoutes } from '../../../core/testing/index.ts';
import { phoneWinnersPath } from '../api/phoneWinners.ts';
import { ownPrizeFixture, phoneWinnerSession, promotionFixture } from '../testing/fixtures.ts';
import { renderPromotions } from '../testing/renderPromotions.tsx';
import PromotionsScreen from './PromotionsScreen.tsx';

const route = `GET ${phoneWinnersPath}`;

async function renderScreen(
  routes: FixtureRoutes = {},
  options: { brandBigWin?: number; session?: Session } = {},
) {
  const api = createFixtureApi({ [route]: promotionFixture, ...routes });
  const brand =
    options.brandBigWin === undefined
      ? fixtureBrand
      : {
          ...fixtureBrand,
          campaigns: {
            ...fixtureBrand.campaigns,
            promotions: { enabled: true, bigWinAmount: options.brandBigWin },
          },
        };
  await renderPromotions(<PromotionsScreen />, { api, brand, session: options.session });
  return { api, user: userEvent.setup() };
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('PromotionsScreen', () => {
  it('should ask for the promotion in the interface language', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Phone prize draw' })).toBeVisible();
    await screen.findByRole('list', { name: 'Winners of the week of 9–15 Nov 2026' });
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      [phoneWinnersPath, { lang: 'en' }],
    ]);
  });

  it("should list the latest week's winners with prizes, their type and BIG WINs", async () => {
    await renderScreen();
    const list = await screen.findByRole('list', { name: 'Winners of the week of 9–15 Nov 2026' });
    expect(screen.getByText('Week of 9–15 Nov 2026')).toBeVisible();
    const rows = rowsOf(list);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Player 482913');
    expect(rows[0]).toHaveTextContent('iPhone 15');
    expect(rows[0]).toHaveTextContent('Phone prize');
    expect(rows[0]).not.toHaveTextContent(/code/i);
    expect(rows[0]).toHaveTextContent('Prize draw');
    expect(rows[0]).not.toHaveTextContent(/M\s\d/);
    expect(rows[2]).toHaveTextContent('Player 120044');
    expect(rows[2]).toHaveTextContent('BIG WIN');
    expect(rows[2]).toHaveTextContent('M 4,820.00');
    // Exactly 1000 is not above the threshold.
    expect(rows[3]).toHaveTextContent('M 1,000.00');
    expect(rows[3]).not.toHaveTextContent('BIG WIN');
    expect(rows[5]).toHaveTextContent('M 55.00');
  });

  it('should show the rules one paragraph per line', async () => {
    await renderScreen();
    const rules = await screen.findByRole('region', { name: 'Rules' });
    const paragraphs = within(rules).getAllByText(/./, { selector: 'p' });
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toHaveTextContent(/^Cada semana, de lunes a domingo/);
  });

  it('should open an earlier week on its winners', async () => {
    const { user } = await renderScreen();
    const history = await screen.findByRole('region', { name: 'Previous weeks' });
    const week = within(history).getByRole('button', { name: /^2–8 Nov 2026,\s?3 winners$/ });
    expect(week).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /2–8 Nov 2026/ })).toBeNull();
    await user.click(week);
    expect(week).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Winners of the week of 2–8 Nov 2026' });
    expect(rowsOf(list)[0]).toHaveTextContent('Honor X8bPhone prize');
    expect(rowsOf(list)[1]).toHaveTextContent('BIG WIN');
    await user.click(
      within(history).getByRole('button', { name: /^19–25 Oct 2026,\s?0 winners$/ }),
    );
    expect(within(history).getByText('No winners this week')).toBeVisible();
  });

  it('should show a winner their own claim code, sent to them alone', async () => {
    const { api } = await renderScreen(
      { [route]: ownPrizeFixture },
      { session: phoneWinnerSession },
    );
    const list = await screen.findByRole('list', { name: 'Winners of the week of 9–15 Nov 2026' });
    expect(rowsOf(list)[0]).toHaveTextContent('Phone code: PH-7K2M-Q9XA');
    expect(rowsOf(list)[1]).toHaveTextContent('Samsung Galaxy S24Phone prize');
    expect(rowsOf(list)[1]).not.toHaveTextContent(/code/i);
    expect(api.calls).toHaveLength(1);
  });

  it('should wait for the auth check before asking, as the answer depends on the player', async () => {
    const { api } = await renderScreen({}, { session: { status: 'checking' } });
    expect(screen.getByText('Loading the winners…')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it("should use the brand's threshold when the platform sends none", async () => {
    await renderScreen(
      { [route]: { ...promotionFixture, bigWinAmount: undefined } },
      { brandBigWin: 900 },
    );
    const list = await screen.findByRole('list', { name: /9–15 Nov 2026/ });
    expect(rowsOf(list)[3]).toHaveTextContent('BIG WIN');
    expect(rowsOf(list)[4]).toHaveTextContent('BIG WIN');
    expect(rowsOf(list)[5]).not.toHaveTextContent('BIG WIN');
  });

  it('should say when the week has no winners', async () => {
    await renderScreen({
      [route]: { ...promotionFixture, current: { ...promotionFixture.current, winners: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No winners this week' })).toBeVisible();
    expect(screen.queryByRole('list', { name: /9–15 Nov 2026/ })).toBeNull();
  });

  it('should show a failure and load again on retry', async () => {
    let fail = true;
    const { user } = await renderScreen({
      [route]: () => {
        if (fail) throw new ApiError({ kind: 'network' });
        return promotionFixture;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The winners could not be loaded');
    expect(alert).toHaveTextContent('No connection. Check your internet and try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Winners of the week of 9–15 Nov 2026' }),
    ).toBeVisible();
  });

  it('should say it is loading until the answer comes', async () => {
    await renderScreen({ [route]: () => new Promise(() => {}) });
    expect(screen.getByText('Loading the winners…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: /Winners/ })).toBeNull();
  });
});
