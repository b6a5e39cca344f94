import { useEffect, useState, type ReactNode } from 'react';
import { timing } from '../../tokens/timing.ts';
import { Portal } from '../Portal/Portal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadingOverlay.css.ts';

export interface LoadingOverlayProps {
  /** While true the content is covered and marked busy. */
  loading: boolean;
  /** The content being loaded; marked `aria-busy` while loading. */
  children?: ReactNode;
  /** Cover the whole screen (portalled on the `loading` layer) instead of the content only. @default false */
  fullScreen?: boolean;
  /** Announced by the spinner. @default 'Loading' */
  label?: string;
}

type Phase = 'hidden' | 'shown' | 'fading';

/**
 * Covers content with a spinner while it loads. Specs: once loading ends the overlay stays
 * `timing.spinnerHideDelayMs` (400 ms), so a quick reload does not flicker, then fades over
 * `timing.spinnerFadeMs` (0.35 s) and leaves the DOM.
 */
export function LoadingOverlay({
  loading,
  children,
  fullScreen = false,
  label = 'Loading',
}: LoadingOverlayProps) {
  const [phase, setPhase] = useState<Phase>(loading ? 'shown' : 'hidden');
  // Loading again cancels a hold or a fade at once (derived state, adjusted during render).
  if (loading && phase !== 'shown') setPhase('shown');

  useEffect(() => {
    if (loading || phase === 'hidden') return;
    const timer =
      phase === 'shown'
        ? setTimeout(() => setPhase('fading'), timing.spinnerHideDelayMs)
        : setTimeout(() => setPhase('hidden'), timing.spinnerFadeMs);
    return () => clearTimeout(timer);
  }, [loading, phase]);

  const overlay =
    phase === 'hidden' ? null : (
      <div className={styles.overlay({ fullScreen })} data-state={phase}>
        <Spinner size="large" label={label} />
      </div>
    );

  return (
    <div className={styles.container}>
      {/* The spinner sits outside the busy content: screen readers hold back announcements from
          inside an aria-busy element. */}
      <div aria-busy={loading || undefined}>{children}</div>
      {fullScreen && overlay ? <Portal layer="loading">{overlay}</Portal> : overlay}
    </div>
  );
}
