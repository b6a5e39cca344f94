import { useEffect, useRef } from 'react';
import type { InbetLanguageCode } from '../model/inbet.ts';
import { InbetRunningView, LOBBY_PATH } from './InbetLauncherView.tsx';
import type { ReadyInbetLaunch } from './useInbetLaunch.ts';

export interface InbetGameProps {
  game: string;
  /** The loaded launcher and the player's token. */
  launch: ReadyInbetLaunch;
  coefficient: number;
  language: InbetLanguageCode;
  /** init threw (no container, no token) for this launch: the page offers to load it again. */
  onFailed: (launch: ReadyInbetLaunch) => void;
}

/**
 * The running game: the launcher renders into the page's container once it is on screen, with
 * the token's values, the settings' coefficient and the interface language; leaving the page
 * destroys the game.
 */
export function InbetGame({ game, launch, coefficient, language, onFailed }: InbetGameProps) {
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { launcher, token } = launch;
    let running: { destroy: () => void } | undefined;
    try {
      running = launcher.init({
        container,
        path: token.path,
        game: token.game,
        billing: token.billing,
        token: token.token,
        coefficient,
        currency: token.currency,
        language,
        homePage: LOBBY_PATH,
      });
    } catch {
      onFailed(launch);
    }
    return () => running?.destroy();
  }, [launch, coefficient, language, onFailed]);

  return <InbetRunningView game={game} containerRef={containerRef} />;
}
