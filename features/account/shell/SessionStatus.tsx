import { profileMenuEntries } from '../model/profileMenu.ts';
import { SessionStatusView } from './SessionStatusView.tsx';
import { usePlayerSessionView } from './usePlayerSessionView.ts';

const manageHref =
  profileMenuEntries.find((entry) => entry.id === 'responsibleGambling')?.href ?? '/profile';

/** The header's session timer of a signed-in player (the account feature's header piece). */
export default function SessionStatus() {
  const { player, current, format } = usePlayerSessionView();
  if (!player) return null;
  return (
    <SessionStatusView
      session={current.data}
      failed={current.error !== undefined && current.data === undefined}
      format={format}
      manageHref={manageHref}
    />
  );
}
