import { useMemo, useRef } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import type { FeedItem, MultiLiveAnswer, SingleLiveAnswer } from '../api/feedTypes.ts';
import { useFeedLanguage } from '../api/feedQueries.ts';
import { applyLiveUpdate, emptyLiveState, type LiveState } from '../model/liveMerge.ts';
import {
  backoffDelay,
  DEFAULT_LIVE_MS,
  isFinalLiveError,
  liveConnection,
  livePollPath,
  type LiveConnection,
} from './livePolling.ts';

export interface LivePolling {
  state: LiveState;
  connection: LiveConnection;
  error: unknown;
  /** Polls again now (a retry button). */
  retry: () => void;
}

/**
 * Live data by the spec's timestamp protocol: the first poll sends 0 and gets every event whole,
 * later polls send the last timestamp and get only what changed, merged so untouched events and
 * odds keep their identity. Polls every brand live interval while the tab is visible and online;
 * failures retry with backoff while the held data stays on screen, and polling resumes by itself.
 * `eventId` 0 follows every live event (lists, multi-live); another id one event.
 */
export function useLivePolling(eventId: number, enabled = true): LivePolling {
  const api = useApi();
  const lang = useFeedLanguage();
  const intervalMs = useBrand().polling?.liveMs ?? DEFAULT_LIVE_MS;
  const key = enabled ? (['live-delta', eventId, lang] as const) : null;
  // The state the next poll builds on; reset whenever the key (event, language) changes.
  const held = useRef<{ key: string; state: LiveState }>({ key: '', state: emptyLiveState });
  const keyText = key ? key.join(':') : '';

  const { data, error, mutate } = useSWR<LiveState, unknown>(
    key,
    async () => {
      const base = held.current.key === keyText ? held.current.state : emptyLiveState;
      const answer = await api.get<MultiLiveAnswer | SingleLiveAnswer>(
        livePollPath(lang, base.timestamp, eventId),
      );
      const next = applyLiveUpdate(base, answer);
      held.current = { key: keyText, state: next };
      return next;
    },
    {
      refreshInterval: intervalMs,
      refreshWhenHidden: false,
      refreshWhenOffline: false,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      dedupingInterval: Math.min(2000, intervalMs / 2),
      // The merge returns the same state when nothing is newer: no re-render then.
      compare: (left, right) => left === right,
      onErrorRetry: (failure, _key, _config, revalidate, { retryCount }) => {
        if (isFinalLiveError(failure)) return;
        setTimeout(() => void revalidate({ retryCount }), backoffDelay(retryCount, intervalMs));
      },
    },
  );

  const state = data ?? emptyLiveState;
  return {
    state,
    connection: liveConnection(data !== undefined && state.timestamp > 0, error),
    error,
    retry: () => void mutate(),
  };
}

/**
 * The held live events in arrival order. The array changes only when an event or the order does,
 * not for a poll that only moved the timestamp, so the list below it need not render at all.
 */
export function useLiveEvents(state: LiveState): FeedItem[] {
  const { order, eventsById } = state;
  return useMemo(() => order.flatMap((id) => eventsById[id] ?? []), [order, eventsById]);
}
