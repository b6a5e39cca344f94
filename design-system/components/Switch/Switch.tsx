import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  FieldHint,
  fieldDescriptionProps,
  useFieldIds,
} from '../private/FieldFrame/FieldFrame.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Pick<
  ComponentPropsWithRef<'button'>,
  'ref' | 'id' | 'disabled' | 'onBlur' | 'onFocus'
> {
  /** What the switch turns on; pressing the label toggles it too. */
  label: ReactNode;
  hint?: string;
  /** Controlled state. */
  checked?: boolean;
  /** Starting state when uncontrolled. @default false */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off setting that applies at once (unlike a checkbox, which is submitted with a form):
 * a `role="switch"` button with its label at the start of the row.
 */
export function Switch({
  label,
  hint,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  id,
  disabled,
  ...buttonProps
}: SwitchProps) {
  const ids = useFieldIds(id);
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const disabledAttribute = disabled ? '' : undefined;
  const { 'aria-describedby': describedBy } = fieldDescriptionProps(ids, { hint });

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label
          id={ids.labelId}
          htmlFor={ids.controlId}
          className={styles.label}
          data-disabled={disabledAttribute}
        >
          {label}
        </label>
        <button
          {...buttonProps}
          id={ids.controlId}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={describedBy}
          data-state={checked ? 'checked' : 'unchecked'}
          disabled={disabled}
          className={styles.button}
          onClick={() => setChecked((current) => !current)}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </button>
      </div>
      <FieldHint id={ids.hintId} hint={hint} className={styles.message} />
    </div>
  );
}
