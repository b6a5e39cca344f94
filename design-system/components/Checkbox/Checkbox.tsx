import { useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import {
  FieldError,
  FieldHint,
  fieldDescriptionProps,
  hasText,
  RequiredMarker,
  useFieldIds,
} from '../private/FieldFrame/FieldFrame.tsx';
import { mergeRefs } from '../private/FieldFrame/mergeRefs.ts';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Pick<
  ComponentPropsWithRef<'input'>,
  'ref' | 'id' | 'name' | 'value' | 'required' | 'disabled' | 'onBlur' | 'onFocus'
> {
  /** The label; may hold rich content such as a link to the terms. */
  label: ReactNode;
  hint?: string;
  /** Error message; when it has text the checkbox is marked invalid and the message is read. */
  error?: string;
  /** Controlled state. */
  checked?: boolean;
  /** Starting state when uncontrolled. @default false */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Shows "some but not all" (e.g. a select-all over a partly chosen list) and is announced as
   * mixed. Pressing it checks it; the consumer then clears `indeterminate`. @default false
   */
  indeterminate?: boolean;
}

/** A native checkbox, restyled, with a 44 px touch target and a label beside it. */
export function Checkbox({
  label,
  hint,
  error,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  indeterminate = false,
  id,
  ref,
  required,
  disabled,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, and a click clears it: re-apply every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  const disabledAttribute = disabled ? '' : undefined;

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            {...inputProps}
            ref={mergeRefs(inputRef, ref)}
            id={ids.controlId}
            type="checkbox"
            className={styles.input}
            checked={checked}
            required={required}
            disabled={disabled}
            {...fieldDescriptionProps(ids, { hint, error })}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <span
            className={styles.box}
            data-state={state}
            data-invalid={hasText(error) ? '' : undefined}
            data-disabled={disabledAttribute}
            aria-hidden="true"
          >
            {state === 'checked' ? <Icon name="check" size="small" /> : null}
            {state === 'indeterminate' ? <Icon name="minus" size="small" /> : null}
          </span>
        </span>
        <label
          id={ids.labelId}
          htmlFor={ids.controlId}
          className={styles.label}
          data-disabled={disabledAttribute}
        >
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} className={styles.message} />
      <FieldError id={ids.errorId} error={error} className={styles.message} />
    </div>
  );
}
