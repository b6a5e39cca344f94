import { useCallback, useEffect, useEffectEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useErrorText } from '../../../core/errors/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useVirtualLaunch, type OpenGameUrl } from '../api/useVirtualLaunch.ts';
import { GOLDEN_RACE_PATH, goldenRaceGameId } from '../model/paths.ts';
import { goldenRaceProvider } from '../providers/goldenRace.ts';
import { GoldenRaceGameView } from './GoldenRaceGameView.tsx';

export interface GoldenRaceGameScreenProps {
  /** Takes the browser to the game. Tests and stories pass their own. @default location.assign */
  openUrl?: OpenGameUrl;
}

/**
 * /virtual-games/golden-race/{gameID} (casino spec, section 2): asks for the game's mobile
 * address as soon as a player opens the page, replaces this page's history entry with the racing
 * lobby (so Back from the game lands there, not on a page that would start the game again), then
 * sends the browser to the game. A guest is asked to sign in; a failure says why, with a retry.
 */
export default function GoldenRaceGameScreen({ openUrl }: GoldenRaceGameScreenProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const errorText = useErrorText();
  const gameId = goldenRaceGameId(pathname);
  const toLobby = useCallback(() => void navigate(GOLDEN_RACE_PATH, { replace: true }), [navigate]);
  const { state, launch, processing } = useVirtualLaunch(goldenRaceProvider, {
    openUrl,
    beforeLeaving: toLobby,
  });
  const signedIn = session.status === 'player';

  const play = () => {
    if (gameId !== undefined) void launch(gameId);
  };
  const start = useEffectEvent(play);
  // Once per game and player: a new address or a sign-in opens the game, a re-render does not.
  useEffect(() => {
    if (signedIn) start();
  }, [signedIn, gameId]);

  if (gameId === undefined) return <Navigate to={GOLDEN_RACE_PATH} replace />;
  if (session.status === 'guest') return <GoldenRaceGameView state="guest" />;
  if (state.status === 'opened')
    return <GoldenRaceGameView state="opened" gameUrl={state.gameUrl} />;
  if (state.status === 'failed') {
    return (
      <GoldenRaceGameView
        state="failed"
        message={errorText(state.message)}
        onRetry={play}
        retrying={processing}
      />
    );
  }
  return <GoldenRaceGameView state="launching" />;
}
