import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { ApiError } from '../errors/ApiError.ts';
import { resetNotices, useNotices } from '../notifications/store.ts';
import type { SessionActions } from './SessionContext.ts';
import { SessionController, type SessionState } from './SessionController.tsx';
import type { RawBalance, RawUser } from './types.ts';

afterEach(() => resetNotices());

const playerUser: RawUser = {
  id: 7,
  email: 'ana@demo.test',
  currency: 'CLP',
  first_name: 'Ana',
  last_name: null,
  role: 0,
  number_document: null,
  is_banned_on_betroute: false,
  is_partner: false,
};
const balance: RawBalance = {
  balance: 1234.5,
  bonus_balance: 10,
  is_banned: false,
  free_bets: { active: 1, inactive: 2 },
  jackpots: [],
  won_jackpots: [],
};
const notLoggedIn = () => new ApiError({ kind: 'server', codeStatus: 1, httpStatus: 401 });

/** A platform answering per path; unknown paths fail loudly. */
function fakeApi(answers: Record<string, () => unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const get = vi.fn((path: string) => {
    calls.push(path);
    const answer = answers[path];
    if (!answer) return Promise.reject(new Error(`unexpected ${path}`));
    // An answer that throws becomes a rejected call, as a failing request would.
    return new Promise((resolve) => {
      resolve(answer());
    });
  });
  return {
    calls,
    get: get as ApiClient['get'],
    post: vi.fn() as ApiClient['post'],
    put: vi.fn() as ApiClient['put'],
    delete: vi.fn() as ApiClient['delete'],
    url: (path) => path,
  };
}

function renderController(api: ApiClient) {
  const states: SessionState[] = [];
  let actions: SessionActions | undefined;
  function Notices() {
    const notices = useNotices();
    return (
      <output>
        {notices.map((notice) => ('key' in notice.message ? notice.message.key : '')).join(',')}
      </output>
    );
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionController
        api={api}
        balancePollMs={60_000}
        authCheckDelay={0}
        onChange={(state) => states.push(state)}
        onActions={(next) => {
          actions = next;
        }}
      />
      <Notices />
    </SWRConfig>,
  );
  return { states, view, latest: () => states.at(-1), actions: () => actions };
}

describe('SessionController', () => {
  it('should report a guest when the auth check says not logged in', async () => {
    const api = fakeApi({
      '/api/user/check': () => {
        throw notLoggedIn();
      },
    });
    const { latest, states } = renderController(api);
    await waitFor(() => expect(latest()?.session).toEqual({ status: 'guest' }));
    expect(states[0]?.session).toEqual({ status: 'checking' });
    expect(api.calls).not.toContain('/api/user/balance');
  });

  it('should report a player with balance and the server blocklist', async () => {
    const api = fakeApi({
      '/api/user/check': () => playerUser,
      '/api/user/balance': () => balance,
      '/api/user/blocklist': () => ['universalrace'],
    });
    const { latest } = renderController(api);
    await waitFor(() =>
      expect(latest()).toEqual({
        session: {
          status: 'player',
          user: {
            id: 7,
            login: 'ana@demo.test',
            currency: 'CLP',
            firstName: 'Ana',
            lastName: null,
            isPartner: false,
          },
          balance: { balance: 1234.5, bonusBalance: 10, freeBets: { active: 1, inactive: 2 } },
        },
        blocklist: ['universalrace'],
      }),
    );
  });

  it('should sign out any role other than 0 without a notice', async () => {
    let signedIn = true;
    const api = fakeApi({
      '/api/user/check': () => {
        if (!signedIn) throw notLoggedIn();
        return { ...playerUser, role: 1 };
      },
      '/api/user/logout': () => {
        signedIn = false;
        return null;
      },
    });
    const { latest, view } = renderController(api);
    await waitFor(() => expect(api.calls).toContain('/api/user/logout'));
    await waitFor(() => expect(latest()?.session).toEqual({ status: 'guest' }));
    expect(view.container.querySelector('output')?.textContent).toBe('');
  });

  it('should sign a banned player out silently when the balance says so', async () => {
    const api = fakeApi({
      '/api/user/check': () => playerUser,
      '/api/user/balance': () => ({ ...balance, is_banned: true }),
      '/api/user/blocklist': () => [],
      '/api/user/logout': () => null,
    });
    const { latest, view } = renderController(api);
    await waitFor(() => expect(api.calls).toContain('/api/user/logout'));
    await waitFor(() => expect(latest()?.session).toEqual({ status: 'guest' }));
    expect(view.container.querySelector('output')?.textContent).toBe('');
  });

  it('should log out on request with the logout notice', async () => {
    const api = fakeApi({
      '/api/user/check': () => playerUser,
      '/api/user/balance': () => balance,
      '/api/user/blocklist': () => [],
      '/api/user/logout': () => null,
    });
    const { latest, actions, view } = renderController(api);
    await waitFor(() => expect(latest()?.session.status).toBe('player'));
    await act(() => actions()?.logout() ?? Promise.resolve());
    expect(latest()?.session).toEqual({ status: 'guest' });
    expect(latest()?.blocklist).toEqual([]);
    expect(view.container.querySelector('output')?.textContent).toBe('notice.logoutSuccess');
  });
});
