import { useCallback, useRef, useState } from 'react';
import { useApi, type ApiClient } from '../../core/api/index.ts';
import { notify, type NoticeMessage } from '../../core/notifications/index.ts';
import { useProviderContext } from './api/providerContext.ts';
import { launchFailureMessage } from './model/launchFailure.ts';
import type { GameProvider, GameRef } from './providers/types.ts';

/** Where the last launch stands: the game page shows one screen per status. */
export type LaunchState =
  | { status: 'idle' }
  | { status: 'launching' }
  | { status: 'opened'; gameUrl: string }
  | { status: 'failed'; message: NoticeMessage };

export interface GameLaunch {
  state: LaunchState;
  /** Starts the game's session and opens it; ignored while the provider has one running. */
  launch: (provider: GameProvider, game: GameRef) => Promise<void>;
  /** True while a session call of this provider runs (spec, section 4: a provider-level flag). */
  processing: (providerId: string) => boolean;
}

export interface GameLaunchOptions {
  /**
   * Takes the browser to the game. Replacing the history entry means Back returns to the lobby
   * instead of the launch page, which would start another session. Tests and stories pass their
   * own. @default window.location.replace
   */
  openUrl?: (url: string) => void;
}

const replaceLocation = (url: string) => window.location.replace(url);

/** Session URLs are paths of the platform; a brand's API may live on another origin. */
function resolvedUrl(api: ApiClient, url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : api.url(url);
}

/**
 * Launching games (casino spec, section 4 "Slots"): one session call at a time per provider (a
 * second tap while one runs does nothing), the game URL kept on success and the browser sent to
 * it; on failure the flag drops and the player hears why (errorSession, or the known code's
 * message). A guest never calls: the platform would refuse, and the page asks them to sign in.
 */
export function useGameLaunch({ openUrl = replaceLocation }: GameLaunchOptions = {}): GameLaunch {
  const api = useApi();
  const context = useProviderContext();
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // The flag as state renders; as a ref it also stops a second call made in the same tick.
  const running = useRef(new Set<string>());

  const setProcessing = useCallback((providerId: string, on: boolean) => {
    if (on) running.current.add(providerId);
    else running.current.delete(providerId);
    setBusy(new Set(running.current));
  }, []);

  const launch = useCallback(
    async (provider: GameProvider, game: GameRef) => {
      if (running.current.has(provider.id)) return;
      if (!context.player) {
        notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
        return;
      }
      setProcessing(provider.id, true);
      setState({ status: 'launching' });
      try {
        const gameUrl = resolvedUrl(api, await provider.launch(api, game, context));
        setState({ status: 'opened', gameUrl });
        openUrl(gameUrl);
      } catch (error) {
        const message = launchFailureMessage(error);
        setState({ status: 'failed', message });
        notify({ type: 'error', message });
      } finally {
        setProcessing(provider.id, false);
      }
    },
    [api, context, openUrl, setProcessing],
  );

  const processing = useCallback((providerId: string) => busy.has(providerId), [busy]);

  return { state, launch, processing };
}
