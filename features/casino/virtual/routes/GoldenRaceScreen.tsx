import { useSession } from '../../../core/session/index.ts';
import { useVirtualGames } from '../api/useVirtualGames.ts';
import { goldenRaceProvider } from '../providers/goldenRace.ts';
import { GoldenRaceView } from './GoldenRaceView.tsx';

/** /virtual-games/golden-race: the racing games, asked for on load (players only). */
export default function GoldenRaceScreen() {
  const { session } = useSession();
  const list = useVirtualGames(goldenRaceProvider);
  return <GoldenRaceView viewer={session.status} list={list} />;
}
