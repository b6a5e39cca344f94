import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../../core/api/index.ts';
import { describeError, type ErrorDescription } from '../../../core/errors/index.ts';
import { notify } from '../../../core/notifications/index.ts';
import { gameDestination, UnsafeGameUrlError } from '../model/safeUrl.ts';
import { MissingGameUrlError, type VirtualProvider } from '../providers/types.ts';
import { useVirtualContext } from './useVirtualGames.ts';

/** Takes the browser to a game; injectable so tests and stories can watch instead of leaving. */
export type OpenGameUrl = (url: string) => void;

/** The app's way out to a game: a new history entry, so Back returns to the virtual games. */
export const assignLocation: OpenGameUrl = (url) => window.location.assign(url);

/** Where the last game start stands. `opened` holds the spec's gameUrl (the "frame value"). */
export type VirtualLaunchState =
  | { status: 'idle' }
  | { status: 'launching'; gameId: string }
  | { status: 'opened'; gameUrl: string }
  | { status: 'failed'; message: ErrorDescription };

export interface VirtualLaunchOptions {
  openUrl?: OpenGameUrl;
  /** Runs once the address is known and safe, just before the browser leaves. */
  beforeLeaving?: () => void;
  /** Hears a failed start's message (a list page raises it as a notice). */
  onFailure?: (message: ErrorDescription) => void;
}

/**
 * A failed start: an address the app will not follow (or none) is the catalogue's errorSession;
 * a platform failure is described in the casino scope (401 → please sign in, and so on).
 */
export function launchFailure(error: unknown): ErrorDescription {
  if (error instanceof UnsafeGameUrlError || error instanceof MissingGameUrlError) {
    return { key: 'notice.errorSession' };
  }
  return describeError(error, 'casino');
}

/**
 * Starting a provider's game (casino spec, section 4): one start at a time (the processing flag;
 * a second tap meanwhile does nothing), the answered address checked and kept as gameUrl, then
 * the browser sent to it. A failure drops the flag and keeps the message. Guests never call:
 * they hear the please-authorise notice.
 */
export function useVirtualLaunch(
  provider: VirtualProvider,
  { openUrl = assignLocation, beforeLeaving, onFailure }: VirtualLaunchOptions = {},
) {
  const api = useApi();
  const context = useVirtualContext();
  const [state, setState] = useState<VirtualLaunchState>({ status: 'idle' });
  // State renders the flag; the ref also stops a second call made in the same tick.
  const running = useRef(false);

  const launch = useCallback(
    async (gameId: string): Promise<void> => {
      if (running.current) return;
      if (!context.player) {
        notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
        return;
      }
      running.current = true;
      setState({ status: 'launching', gameId });
      try {
        const answered = await provider.launch(api, gameId, context);
        const gameUrl = gameDestination(answered, (path) => api.url(path));
        setState({ status: 'opened', gameUrl });
        beforeLeaving?.();
        openUrl(gameUrl);
      } catch (error) {
        const message = launchFailure(error);
        setState({ status: 'failed', message });
        onFailure?.(message);
      } finally {
        running.current = false;
      }
    },
    [api, context, provider, openUrl, beforeLeaving, onFailure],
  );

  return { state, launch, processing: state.status === 'launching' };
}
