import { useSession } from '../../../core/session/index.ts';
import { notify } from '../../../core/notifications/index.ts';
import type { ErrorDescription } from '../../../core/errors/index.ts';
import { useVirtualGames } from '../api/useVirtualGames.ts';
import { useVirtualLaunch, type OpenGameUrl } from '../api/useVirtualLaunch.ts';
import { useVirtualPaging } from '../components/useVirtualPaging.ts';
import { betRadarProvider } from '../providers/betRadar.ts';
import { BetRadarView } from './BetRadarView.tsx';

export interface BetRadarScreenProps {
  /** Takes the browser to the game. Tests and stories pass their own. @default location.assign */
  openUrl?: OpenGameUrl;
}

const notifyFailure = (message: ErrorDescription) => notify({ type: 'error', message });

/**
 * /bet-radar and /virtual-games/bet-radar: the virtual sports. The game list is asked for on load
 * (players only: guests get the sign-in message); a tap starts a session and, once gameUrl is
 * set, the browser goes there. A failed start drops the flag and says why in a notice.
 */
export default function BetRadarScreen({ openUrl }: BetRadarScreenProps) {
  const { session } = useSession();
  const list = useVirtualGames(betRadarProvider);
  const paging = useVirtualPaging(list.games.length);
  const { state, launch, processing } = useVirtualLaunch(betRadarProvider, {
    openUrl,
    onFailure: notifyFailure,
  });
  return (
    <BetRadarView
      viewer={session.status}
      list={list}
      count={paging.count}
      sentinelRef={paging.sentinelRef}
      onOpen={(game) => void launch(game.id)}
      launching={processing}
      gameUrl={state.status === 'opened' ? state.gameUrl : undefined}
    />
  );
}
