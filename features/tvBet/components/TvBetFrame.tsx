import { useRef } from 'react';
import { useFrameMessaging } from './useFrameMessaging.ts';
import * as styles from './TvBetFrame.css.ts';

export interface TvBetFrameProps {
  /** The frame's address (tvBetFrameSrc). */
  src: string;
  /** The origin its messages come from and ours go to; null exchanges none. */
  origin: string | null;
  /** The frame's accessible name. */
  title: string;
}

/** The TV-betting frame, sized and scrolled by its own messages (useFrameMessaging). */
export function TvBetFrame({ src, origin, title }: TvBetFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { height, onLoad } = useFrameMessaging(frame, origin);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className={styles.frame}
      style={height === undefined ? undefined : { height: `${height}px` }}
      referrerPolicy="no-referrer"
      allow="autoplay; fullscreen"
      onLoad={onLoad}
    />
  );
}
