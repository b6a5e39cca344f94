import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../core/api/index.ts';
import { fetchInbetToken } from '../api/inbetToken.ts';
import type { InbetLauncherApi, LoadInbetLauncher } from '../launcher/inbetLauncher.ts';
import type { InbetToken } from '../model/inbet.ts';

/** A launch ready to start: one object per attempt, so a failed start is told apart from the next. */
export interface ReadyInbetLaunch {
  status: 'ready';
  token: InbetToken;
  launcher: InbetLauncherApi;
}

type Outcome =
  { status: 'tokenFailed'; error: unknown } | { status: 'scriptFailed' } | ReadyInbetLaunch;

export type InbetLaunchState = { status: 'loading' } | Outcome;

export interface InbetLaunchRequest {
  /** Nothing is asked until the player, the game and the brand's script are known. */
  enabled: boolean;
  game: string;
  /** The interface's short language code, for the token call. */
  lang: string;
  scriptUrl: string;
  /** The signed-in player: another player needs another token. */
  playerId: number;
  loadLauncher: LoadInbetLauncher;
}

function outcomeOf(
  token: PromiseSettledResult<InbetToken>,
  launcher: PromiseSettledResult<InbetLauncherApi>,
): Outcome {
  if (token.status === 'rejected') return { status: 'tokenFailed', error: token.reason };
  if (launcher.status === 'rejected') return { status: 'scriptFailed' };
  return { status: 'ready', token: token.value, launcher: launcher.value };
}

/**
 * The inbet launch's two preparations, side by side: the player's token (GET /api/inbet/get_token)
 * and the brand's launcher script. `retry` runs both again (a loaded script is not requested
 * twice). One request per attempt, even when strict mode runs the effect twice.
 */
export function useInbetLaunch(request: InbetLaunchRequest): {
  state: InbetLaunchState;
  retry: () => void;
} {
  const api = useApi();
  const { enabled, game, lang, scriptUrl, playerId, loadLauncher } = request;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome }>();
  const inFlight = useRef<{ key: string; outcome: Promise<Outcome> }>(undefined);
  const key = JSON.stringify([attempt, game, lang, scriptUrl, playerId]);

  useEffect(() => {
    if (!enabled) return;
    if (inFlight.current?.key !== key) {
      const outcome = Promise.allSettled([
        fetchInbetToken(api, game, lang),
        loadLauncher(scriptUrl),
      ]).then(([token, launcher]) => outcomeOf(token, launcher));
      inFlight.current = { key, outcome };
    }
    let current = true;
    void inFlight.current.outcome.then((outcome) => {
      if (current) setSettled({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [api, enabled, key, game, lang, scriptUrl, loadLauncher]);

  const state: InbetLaunchState =
    enabled && settled?.key === key ? settled.outcome : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
