import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { candidatesForPath, type InfoModalName } from './model/modalRules.ts';

// The dialog, its data and translations load only on the few pages that have a modal.
const InfoModalHost = lazy(() => import('./components/InfoModalHost.tsx'));

/**
 * The information modals over every page (mounted once by the shell): on a page that has one,
 * it shows until the player dismisses it. Remembers this session's dismissals across pages.
 */
export default function InfoModalsOverlay() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<ReadonlySet<InfoModalName>>(() => new Set());
  const onDismissed = useCallback((name: InfoModalName) => {
    setDismissed((previous) => new Set(previous).add(name));
  }, []);
  if (candidatesForPath(pathname).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InfoModalHost pathname={pathname} dismissed={dismissed} onDismissed={onDismissed} />
    </Suspense>
  );
}
