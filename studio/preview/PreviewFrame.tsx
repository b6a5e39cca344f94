import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Text } from '../../design-system/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import {
  studioPreviewMessageType,
  studioPreviewReadyType,
  type StudioPreviewMessage,
} from '../../schemas/studioPreview.ts';
import * as styles from './BrandPreview.css.ts';

export interface PreviewFrameProps {
  /** The frame's width in CSS pixels: the phone the app lays out for. */
  width: number;
  src: string;
  title: string;
  /** The draft to show, filled; undefined while none is valid yet. */
  brand: Brand | undefined;
}

/** Posts a draft to the app in a frame: to that window and this origin only. */
function pushTo(frame: HTMLIFrameElement | null, brand: Brand | undefined) {
  const target = frame?.contentWindow;
  if (!target || !brand) return;
  const message: StudioPreviewMessage = { type: studioPreviewMessageType, brand };
  target.postMessage(message, window.location.origin);
}

/**
 * One phone-size frame of the app in preview mode. It posts the draft to the app each time it
 * changes and again when the app says it listens (after each load), only to its own window and
 * only to this origin.
 */
export function PreviewFrame({ width, src, title, brand }: PreviewFrameProps) {
  const { t } = useTranslation('preview');
  const frame = useRef<HTMLIFrameElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | undefined>(undefined);
  // The draft a frame that (re)loads gets once it listens.
  const latest = useRef(brand);

  useEffect(() => {
    latest.current = brand;
    pushTo(frame.current, brand);
  }, [brand]);

  // Listening from the commit that sets the frame's address: a page that loads and says it
  // listens before passive effects run (a small page, a busy machine) is not missed.
  useLayoutEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== studioPreviewReadyType) return;
      setLoadedSrc(src);
      pushTo(frame.current, latest.current);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [src]);

  const loading = loadedSrc !== src;
  return (
    <div className={styles.device} style={{ width }} data-preview-width={width}>
      <iframe
        ref={frame}
        className={styles.frame}
        src={src}
        title={title}
        aria-busy={loading}
        // The document answers, even before the app listens: a page that failed to boot is shown.
        onLoad={() => setTimeout(() => setLoadedSrc(src), 3000)}
      />
      {loading ? (
        <div className={styles.loading} role="status">
          <Spinner decorative />
          <Text size="small" tone="secondary">
            {t('loading')}
          </Text>
        </div>
      ) : null}
    </div>
  );
}
