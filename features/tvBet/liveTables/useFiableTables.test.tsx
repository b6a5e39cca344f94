import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import type { Session } from '../../core/session/index.ts';
import { renderTvBet } from '../testing/renderTvBet.tsx';
import { useFiableTables } from './useFiableTables.ts';

const roulette = {
  id: 'fi-1',
  name: 'Fiable Roulette',
  category: 'roulette',
  categoryName: 'Roulette',
  imageUrl: '/demo/live-table/images/fi-1.svg',
  minBet: 1,
  maxBet: 500,
};

function TableNames() {
  const { data } = useFiableTables();
  return (
    <ul aria-label="Fiable tables">
      {data?.map((table) => (
        <li key={table.id}>{`${table.name} (${table.categoryName})`}</li>
      ))}
    </ul>
  );
}

async function renderList(options: { session?: Session; blocklist?: readonly string[] } = {}) {
  const api = createFixtureApi({ 'GET /api/fiable/game_list': [roulette] });
  await renderTvBet(<TableNames />, { api, ...options });
  return api;
}

describe('useFiableTables', () => {
  it("should list a player's tables in the interface language", async () => {
    const api = await renderList();
    expect(await screen.findByText('Fiable Roulette (Roulette)')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/api/fiable/game_list', query: { lang: 'en' } }),
    ]);
  });

  it('should not ask for a guest (a player call) nor when fiable is banned', async () => {
    expect((await renderList({ session: { status: 'guest' } })).calls).toEqual([]);
    expect((await renderList({ blocklist: ['fiable'] })).calls).toEqual([]);
  });
});
