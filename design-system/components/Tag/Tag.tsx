import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import { label, remove, tag, text, toggle } from './Tag.css.ts';

export interface TagProps {
  /** The tag's text, e.g. a category, a day or a provider. Long text ends in an ellipsis. */
  children: ReactNode;
  /** Icon before the text, e.g. the sport. */
  icon?: IconName;
  /**
   * Selected state of a selectable tag (a toggle button with `aria-pressed`). A tag is selectable
   * when any of `selected`, `defaultSelected` or `onSelectedChange` is given.
   */
  selected?: boolean;
  /** Starting state when uncontrolled. @default false */
  defaultSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /**
   * Makes the tag removable with a close button (and Delete/Backspace on the selectable part).
   * The tag does not hide itself: the owner drops it from its list and moves focus sensibly.
   */
  onRemove?: () => void;
  /** Name of the close button, read before the tag's text ("Remove Football"). @default 'Remove' */
  removeLabel?: string;
  /** @default false */
  disabled?: boolean;
}

/** A compact chip for filters: a plain label, a toggle, removable, or both. */
export function Tag({
  children,
  icon,
  selected,
  defaultSelected,
  onSelectedChange,
  onRemove,
  removeLabel = 'Remove',
  disabled = false,
}: TagProps) {
  const id = useId();
  const textId = `${id}-text`;
  const removeId = `${id}-remove`;
  const selectable =
    selected !== undefined || defaultSelected !== undefined || onSelectedChange !== undefined;
  const [isSelected, setSelected] = useControllableState({
    value: selected,
    defaultValue: defaultSelected ?? false,
    onChange: onSelectedChange,
  });

  const content = (
    <>
      {icon ? <Icon name={icon} size="small" /> : null}
      <span id={textId} className={text}>
        {children}
      </span>
    </>
  );

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (onRemove && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onRemove();
    }
  }

  return (
    <span
      className={tag}
      data-state={selectable ? (isSelected ? 'on' : 'off') : undefined}
      data-removable={onRemove ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {selectable ? (
        <button
          type="button"
          className={`${label} ${toggle}`}
          aria-pressed={isSelected}
          disabled={disabled}
          onClick={() => setSelected((previous) => !previous)}
          onKeyDown={handleKeyDown}
        >
          {content}
        </button>
      ) : (
        <span className={label}>{content}</span>
      )}
      {onRemove ? (
        <button
          type="button"
          id={removeId}
          className={remove}
          aria-label={removeLabel}
          aria-labelledby={`${removeId} ${textId}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <Icon name="close" size="small" />
        </button>
      ) : null}
    </span>
  );
}
