import { screen, waitFor, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { betslipSelections, clearBetslip } from '../../../betslip/index.ts';
import { resetNotices, useNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import { feedEvent, liveEvent } from '../testing/feedFixtures.ts';
import { renderSports } from '../testing/renderSports.tsx';
import { EventRow } from './EventRow.tsx';

afterEach(() => {
  clearBetslip();
  resetNotices();
});

const favourite = (eventId: number) => ({
  ID: 9,
  data: { eventDate: '2026-11-21T20:00:00.000Z', ID: eventId, name: 'x', type: 'line' },
  isActive: true,
  user: 1,
});

describe('EventRow', () => {
  it('should add a tapped odd to the bet slip with what the slip needs', async () => {
    await renderSports(<EventRow event={feedEvent({ id: 100132 })} withSizes />, {
      api: createFixtureApi({}),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Over 2.5, 1.95' }));
    expect(betslipSelections()).toEqual([
      expect.objectContaining({
        id: '100132_17.9.2.5',
        rate: 1.95,
        marketName: 'Total',
        teams: 'Real Madrid - Atlético Madrid',
        tourneyName: 'LaLiga',
        isLive: false,
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Over 2.5, 1.95' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('should show the handicap and total lines between their prices, each with its market', async () => {
    await renderSports(<EventRow event={feedEvent({ id: 1 })} withSizes />, {
      api: createFixtureApi({}),
    });
    expect(screen.getByText('-0.5')).toBeVisible();
    expect(screen.getByText('2.5')).toBeVisible();
    expect(screen.getByText('Handicap')).toBeVisible();
    expect(screen.getByText('Total')).toBeVisible();
  });

  it('should link live events to the live page and show score and clock', async () => {
    await renderSports(<EventRow event={liveEvent({ id: 7 })} />, { api: createFixtureApi({}) });
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/full-event/live/7');
    expect(screen.getByText('2:1')).toBeVisible();
    expect(screen.getByText('67:05')).toBeVisible();
  });

  it('should read the "+N bets" link with the teams and the time, before the prices', async () => {
    await renderSports(<EventRow event={feedEvent({ id: 3 })} withSizes />, {
      api: createFixtureApi({}),
    });
    const more = screen.getByRole('link', { name: '+42 bets' });
    expect(more).toHaveAttribute('href', '/full-event/line/3');
    const firstPrice = screen.getAllByRole('button', { name: /, \d/ })[0];
    expect(firstPrice).toBeDefined();
    // The link sits in the row's head beside the team names; the reading and focus order
    // follows what is seen, so it comes before the first price.
    expect(
      more.compareDocumentPosition(firstPrice!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('should ask a guest to log in instead of favouriting', async () => {
    const api = createFixtureApi({});
    await renderSports(<EventRow event={feedEvent({ id: 5 })} />, { api });
    await userEvent.click(screen.getByRole('button', { name: /Favourite/ }));
    const { result } = renderHook(() => useNotices());
    expect(result.current.map((notice) => notice.message)).toEqual([{ key: 'notice.needAuth' }]);
    expect(api.calls.filter((call) => call.path.includes('favorit'))).toEqual([]);
  });

  it('should add and remove a favourite for a player, keeping the server list', async () => {
    const api = createFixtureApi({
      'GET /api/bet/favorites': [],
      'POST /api/bet/favorit/add': [favourite(5)],
      'DELETE /api/bet/favorit/del': [],
    });
    await renderSports(<EventRow event={feedEvent({ id: 5 })} />, {
      api,
      session: signedInSession,
    });
    const star = await screen.findByRole('button', { name: /Favourite/ });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/bet/favorites'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      event_id: 5,
      event_name: 'Real Madrid - Atlético Madrid',
      type: 'line',
    });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 5 });
  });
});
