import { LoadingOverlay } from '../../../design-system/index.ts';
import * as styles from './SportsbookFrame.css.ts';

export interface SportsbookFrameProps {
  /** The finished frame address (section, language, token). */
  src: string;
  /** Names the frame for screen readers, e.g. 'Apuestas deportivas: en vivo'. */
  title: string;
}

/**
 * The embedded sportsbook, full width. Keyed by its address: a new address (new token, section
 * or language) is a new frame, loaded once; re-renders with the same address leave it alone.
 * The address carries a token, so the frame sends no referrer.
 */
export function SportsbookFrame({ src, title }: SportsbookFrameProps) {
  return (
    <iframe
      key={src}
      className={styles.frame}
      src={src}
      title={title}
      referrerPolicy="no-referrer"
      allow="fullscreen"
    />
  );
}

/** The frame's place while its token is on the way. */
export function SportsbookFrameLoading({ label }: { label: string }) {
  return (
    <LoadingOverlay loading label={label}>
      <div className={styles.placeholder} />
    </LoadingOverlay>
  );
}
