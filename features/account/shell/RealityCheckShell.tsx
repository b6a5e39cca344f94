import { lazy, Suspense } from 'react';
import { useSession } from '../../core/session/index.ts';

// The check's polling, dialog and formatting load for signed-in players only: every guest's page
// carries just this switch (it rides in the shell's first chunk of pieces).
const RealityCheckWatch = lazy(() => import('./RealityCheckWatch.tsx'));

/** The account feature's overlay on every page: the reality check, for a signed-in player. */
export default function RealityCheckShell() {
  const { session } = useSession();
  if (session.status !== 'player') return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckWatch />
    </Suspense>
  );
}
