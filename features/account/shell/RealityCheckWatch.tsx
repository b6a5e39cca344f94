import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../../core/brand/index.ts';
import { useAcknowledgeRealityCheck } from '../api/playerSession.ts';
import { visibleProfileEntries } from '../model/profileMenu.ts';
import { RealityCheckDialog, type RealityCheckChoice } from './RealityCheckDialog.tsx';
import { usePlayerSessionView } from './usePlayerSessionView.ts';

/**
 * The reality check of a signed-in player. The platform keeps the clock: a check falls due by its
 * time and stays due until answered, so a reload or a second tab shows the same one, and
 * answering it in one tab closes it in the others on their next read (the session is read again
 * when a tab comes back into focus).
 */
export default function RealityCheckWatch() {
  const { player, actions, current, format } = usePlayerSessionView();
  if (!player || !current.data?.realityCheckDue) return null;
  return (
    <RealityCheckAnswer
      playerId={player.id}
      session={current.data}
      format={format}
      onLogout={() => actions.logout()}
    />
  );
}

function RealityCheckAnswer({
  playerId,
  session,
  format,
  onLogout,
}: {
  playerId: number;
  session: Parameters<typeof RealityCheckDialog>[0]['session'];
  format: Parameters<typeof RealityCheckDialog>[0]['format'];
  onLogout: () => Promise<void>;
}) {
  const brand = useBrand();
  const navigate = useNavigate();
  const acknowledge = useAcknowledgeRealityCheck(playerId);
  const [pending, setPending] = useState<RealityCheckChoice>();
  const [failed, setFailed] = useState(false);
  // The sports bet history, or the casino's where the brand has no sportsbook history.
  const visible = visibleProfileEntries({ features: brand.features ?? {}, banned: new Set() });
  const history =
    visible.find((entry) => entry.id === 'betHistory') ??
    visible.find((entry) => entry.id === 'slotsHistory');

  async function choose(choice: RealityCheckChoice) {
    setPending(choice);
    setFailed(false);
    try {
      if (choice === 'logout') {
        // Signing out ends the session and its checks: nothing to acknowledge.
        await onLogout();
        return;
      }
      await acknowledge.trigger();
      if (choice === 'history' && history) await navigate(history.href);
    } catch {
      setFailed(true);
    } finally {
      setPending(undefined);
    }
  }

  return (
    <RealityCheckDialog
      open
      session={session}
      format={format}
      pending={pending}
      failed={failed}
      onChoose={(choice) => void choose(choice)}
    />
  );
}
