import { useBannedProviders } from '../../../core/brand/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useVirtualGames } from '../api/useVirtualGames.ts';
import { betRadarProvider } from '../providers/betRadar.ts';
import { goldenRaceProvider } from '../providers/goldenRace.ts';
import { VirtualGamesView } from './VirtualGamesView.tsx';

/** /virtual-games: racing simulation and virtual sports, as far as their providers are allowed. */
export default function VirtualGamesScreen() {
  const { session } = useSession();
  const banned = useBannedProviders();
  const racingAllowed = !banned.has(goldenRaceProvider.id);
  const racing = useVirtualGames(goldenRaceProvider, racingAllowed);
  return (
    <VirtualGamesView
      viewer={session.status}
      racing={racingAllowed ? racing : null}
      sports={!banned.has(betRadarProvider.id)}
    />
  );
}
