import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../core/api/index.ts';
import { useBannedProviders } from '../../core/brand/index.ts';
import { notify, type NoticeMessage } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { integrationFailureMessage } from '../model/failure.ts';
import { useLiveTablesContext } from './context.ts';
import { safeGameUrl } from './safeGameUrl.ts';
import { LiveTableError, type LiveTableProvider, type LiveTableProviderKey } from './types.ts';

export interface LiveTableLaunchOptions {
  /**
   * Takes the browser to the game. Tests and stories pass their own.
   * @default window.location.assign
   */
  openUrl?: (url: string) => void;
}

export interface LiveTableLaunch {
  /** Opens a table (or the provider's lobby); ignored while that provider has a call running. */
  open: (provider: LiveTableProvider, tableId?: string) => Promise<void>;
  /** True while a token call of this provider runs (spec, section 4: a processing flag). */
  processing: (key: LiveTableProviderKey) => boolean;
  /** The last failure's message (also notified), cleared by the next open. */
  failure: NoticeMessage | null;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Opening live tables (spec, sections 4 and 8): a processing flag per provider goes up during the
 * call and down on success and on failure ("a failed live-tables token resets the process flag");
 * the answer's `game_url` is followed only when it is safe; a failure is notified through the
 * error catalogue. A guest never calls (the platform answers 401): they are asked to sign in. A
 * banned provider is not called either.
 */
export function useLiveTableLaunch({
  openUrl = assignLocation,
}: LiveTableLaunchOptions = {}): LiveTableLaunch {
  const api = useApi();
  const context = useLiveTablesContext();
  const { session } = useSession();
  const banned = useBannedProviders();
  const [busy, setBusy] = useState<ReadonlySet<LiveTableProviderKey>>(() => new Set());
  const [failure, setFailure] = useState<NoticeMessage | null>(null);
  // The flag as state renders; as a ref it also stops a second call made in the same tick.
  const running = useRef(new Set<LiveTableProviderKey>());
  const signedIn = session.status === 'player';

  const setProcessing = useCallback((key: LiveTableProviderKey, on: boolean) => {
    if (on) running.current.add(key);
    else running.current.delete(key);
    setBusy(new Set(running.current));
  }, []);

  const fail = useCallback((message: NoticeMessage) => {
    setFailure(message);
    notify({ type: 'error', message });
  }, []);

  const open = useCallback(
    async (provider: LiveTableProvider, tableId?: string) => {
      if (running.current.has(provider.key)) return;
      if (!signedIn) {
        notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
        return;
      }
      if (banned.has(provider.key)) {
        fail({ key: 'error.providerUnavailable', ns: 'tvBet' });
        return;
      }
      setProcessing(provider.key, true);
      setFailure(null);
      try {
        const gameUrl = await provider.open(api, tableId, context);
        const address = safeGameUrl(api, gameUrl);
        if (address === null) throw new LiveTableError('unsafe-url');
        openUrl(address);
      } catch (error) {
        fail(integrationFailureMessage(error));
      } finally {
        setProcessing(provider.key, false);
      }
    },
    [api, banned, context, fail, openUrl, setProcessing, signedIn],
  );

  const processing = useCallback((key: LiveTableProviderKey) => busy.has(key), [busy]);

  return { open, processing, failure };
}
