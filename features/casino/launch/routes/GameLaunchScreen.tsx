import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { NoticeMessage } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { parseGamePath } from '../model/gamePath.ts';
import { LAUNCH_NAMESPACE } from '../model/launchFailure.ts';
import { providerFor } from '../providers/registry.ts';
import { useGameLaunch, type GameLaunchOptions } from '../useGameLaunch.ts';
import { GameLaunchView } from './GameLaunchView.tsx';

/**
 * /slots/{routeProvider}/{gameId}: starts the game's session as soon as a player opens the page,
 * then sends the browser to the game. A guest is asked to sign in; an address whose route
 * provider launches nothing is not found. `openUrl` is for tests; the app replaces the location.
 */
export default function GameLaunchScreen({ openUrl }: GameLaunchOptions) {
  const { t } = useTranslation(LAUNCH_NAMESPACE);
  const { pathname } = useLocation();
  const { session } = useSession();
  const target = parseGamePath(pathname);
  const provider = target ? providerFor(target.routeProvider) : undefined;
  const gameId = target?.gameId;
  const { state, launch, processing } = useGameLaunch({ openUrl });
  const signedIn = session.status === 'player';

  const play = () => {
    if (provider && gameId !== undefined) void launch(provider, { gameId });
  };
  const start = useEffectEvent(play);
  // Once per game and player: a new address or a sign-in starts a session, a re-render does not.
  useEffect(() => {
    if (signedIn) start();
  }, [signedIn, provider, gameId]);

  const text = (message: NoticeMessage) =>
    'text' in message
      ? message.text
      : t(message.key, { ns: message.ns ?? 'errors', ...message.values });

  if (!provider || gameId === undefined) return <GameLaunchView state="unknown" />;
  if (session.status === 'guest') return <GameLaunchView state="guest" />;
  if (state.status === 'opened') return <GameLaunchView state="opened" gameUrl={state.gameUrl} />;
  if (state.status === 'failed') {
    return (
      <GameLaunchView
        state="failed"
        message={text(state.message)}
        onRetry={play}
        retrying={processing(provider.id)}
      />
    );
  }
  return <GameLaunchView state="launching" />;
}
