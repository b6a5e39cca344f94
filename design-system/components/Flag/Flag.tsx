import { useState } from 'react';
import { flag } from './Flag.css.ts';

export interface FlagProps {
  /** Image URL. Empty or missing renders nothing, as does an image that fails to load. */
  src: string | null | undefined;
  /**
   * The country, for screen readers. Pass `''` when the country name is written beside the flag,
   * so it is not read twice.
   */
  alt: string;
}

/**
 * A country flag at a fixed small size, lazy loaded. Specs: no flag is better than a broken
 * image, so a missing or failing source renders nothing at all.
 */
export function Flag({ src, alt }: FlagProps) {
  // Remembering which source failed (not just "failed") lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src?.trim() || src === failedSrc) return null;
  return (
    <img
      className={flag}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
