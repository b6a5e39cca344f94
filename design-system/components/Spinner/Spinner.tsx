import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { arc, spinner, track, type spinnerSizes } from './Spinner.css.ts';

export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** @default 'standard' */
  size?: SpinnerSize;
  /** Announced to screen readers. @default 'Loading' */
  label?: string;
  /** Part of a control that already says it is busy (e.g. a loading Button): not announced. */
  decorative?: boolean;
}

/** An activity indicator in the colour of the surrounding text. */
export function Spinner({
  size = 'standard',
  label = 'Loading',
  decorative = false,
}: SpinnerProps) {
  const graphic = (
    <svg className={spinner({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={track} cx="12" cy="12" r="9" strokeWidth="3" />
      <path className={arc} d="M21 12a9 9 0 00-9-9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return graphic;
  return (
    <span role="status">
      {graphic}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
