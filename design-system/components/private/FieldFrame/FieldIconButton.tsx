import type { MouseEvent, Ref } from 'react';
import { Icon } from '../../Icon/Icon.tsx';
import type { IconName } from '../../Icon/iconPaths.tsx';
import { iconButton } from './FieldFrame.css.ts';

export interface FieldIconButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A 44 × 44 icon button at the end of a field. A pointer press does not take focus from the
 * input, so the caret and the phone's keyboard stay where they were.
 */
export function FieldIconButton({
  icon,
  label,
  onClick,
  pressed,
  disabled,
  controls,
  ref,
}: FieldIconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={iconButton}
      aria-label={label}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
