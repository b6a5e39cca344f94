import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, fixturePlayer } from '../../core/testing/index.ts';
import type { GameProvider } from './providers/types.ts';
import { launchWrapper } from './testing/launchWrapper.tsx';
import { useGameLaunch } from './useGameLaunch.ts';

function fakeProvider(id: string, launch: GameProvider['launch']): GameProvider {
  return { id, list: () => Promise.resolve([]), launch: vi.fn(launch) };
}

/** A launch that waits until the test settles it. */
function pendingLaunch() {
  let settle: (url: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { launch: () => promise, settle, fail };
}

async function renderLaunch(options: Parameters<typeof launchWrapper>[1] = {}) {
  const api = createFixtureApi({});
  const openUrl = vi.fn();
  const wrapper = await launchWrapper(api, options);
  const view = renderHook(() => ({ launch: useGameLaunch({ openUrl }), notices: useNotices() }), {
    wrapper,
  });
  return { ...view, openUrl, api };
}

afterEach(() => resetNotices());

describe('useGameLaunch', () => {
  it('should open the game URL the provider answers and keep it', async () => {
    const provider = fakeProvider('pragmatic', () => Promise.resolve('/demo/game/abc'));
    const { result, openUrl } = await renderLaunch();
    await act(() => result.current.launch.launch(provider, { gameId: 'vs20koi' }));
    expect(provider.launch).toHaveBeenCalledWith(
      expect.anything(),
      { gameId: 'vs20koi' },
      { language: 'es-ES', shortLanguage: 'es', player: fixturePlayer, partnerName: 'demo' },
    );
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('/demo/game/abc');
    expect(result.current.launch.state).toEqual({ status: 'opened', gameUrl: '/demo/game/abc' });
    expect(result.current.launch.processing('pragmatic')).toBe(false);
  });

  it("should resolve a session path against the brand's API base", async () => {
    const provider = fakeProvider('outcome', () => Promise.resolve('/demo/game/x'));
    const api = { ...createFixtureApi({}), url: (path: string) => `https://api.brand.test${path}` };
    const openUrl = vi.fn();
    const { result } = renderHook(() => useGameLaunch({ openUrl }), {
      wrapper: await launchWrapper(api),
    });
    await act(() => result.current.launch(provider, { gameId: '1' }));
    expect(openUrl).toHaveBeenCalledWith('https://api.brand.test/demo/game/x');
  });

  it('should raise the provider flag while the session call runs and ignore a second tap', async () => {
    const pending = pendingLaunch();
    const provider = fakeProvider('evolution', pending.launch);
    const { result, openUrl } = await renderLaunch();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.launch.launch(provider, { gameId: '1' });
    });
    expect(result.current.launch.processing('evolution')).toBe(true);
    expect(result.current.launch.state).toEqual({ status: 'launching' });
    await act(() => result.current.launch.launch(provider, { gameId: '2' }));
    expect(provider.launch).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.settle('/demo/game/one');
      await first;
    });
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('/demo/game/one');
    expect(result.current.launch.processing('evolution')).toBe(false);
  });

  it('should not hold back another provider while one launches', async () => {
    const pending = pendingLaunch();
    const slow = fakeProvider('evolution', pending.launch);
    const quick = fakeProvider('pragmatic', () => Promise.resolve('/demo/game/quick'));
    const { result, openUrl } = await renderLaunch();
    act(() => {
      void result.current.launch.launch(slow, { gameId: '1' });
    });
    await act(() => result.current.launch.launch(quick, { gameId: '2' }));
    expect(openUrl).toHaveBeenCalledWith('/demo/game/quick');
    expect(result.current.launch.processing('evolution')).toBe(true);
  });

  it('should clear the flag and notify errorSession when the session fails', async () => {
    const provider = fakeProvider('outcome', () =>
      Promise.reject(new ApiError({ kind: 'server', httpStatus: 500, codeStatus: 500 })),
    );
    const { result, openUrl } = await renderLaunch();
    await act(() => result.current.launch.launch(provider, { gameId: '1' }));
    expect(openUrl).not.toHaveBeenCalled();
    expect(result.current.launch.processing('outcome')).toBe(false);
    expect(result.current.launch.state).toEqual({
      status: 'failed',
      message: { key: 'notice.errorSession' },
    });
    expect(result.current.notices).toMatchObject([
      { type: 'error', message: { key: 'notice.errorSession' } },
    ]);
  });

  it('should notify the message of a known code (403: provider not available)', async () => {
    const provider = fakeProvider('universalrace', () =>
      Promise.reject(
        new ApiError({
          kind: 'server',
          httpStatus: 403,
          codeStatus: 403,
          serverMessage: 'Provider is not available',
        }),
      ),
    );
    const { result } = await renderLaunch();
    await act(() => result.current.launch.launch(provider, { gameId: 'universal-race' }));
    expect(result.current.notices).toMatchObject([
      { type: 'error', message: { key: 'error.providerUnavailable', ns: 'casinoLaunch' } },
    ]);
  });

  it('should let the player try again after a failure', async () => {
    let attempt = 0;
    const provider = fakeProvider('outcome', () =>
      ++attempt === 1
        ? Promise.reject(new ApiError({ kind: 'network' }))
        : Promise.resolve('/demo/game/again'),
    );
    const { result, openUrl } = await renderLaunch();
    await act(() => result.current.launch.launch(provider, { gameId: '1' }));
    await act(() => result.current.launch.launch(provider, { gameId: '1' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/game/again'));
  });

  it('should never call for a guest, and ask them to sign in', async () => {
    const provider = fakeProvider('pragmatic', () => Promise.resolve('/demo/game/abc'));
    const { result, openUrl } = await renderLaunch({ session: { status: 'guest' } });
    await act(() => result.current.launch.launch(provider, { gameId: 'vs20koi' }));
    expect(provider.launch).not.toHaveBeenCalled();
    expect(openUrl).not.toHaveBeenCalled();
    expect(result.current.notices).toMatchObject([{ message: { key: 'notice.pleaseAuth' } }]);
  });
});
