import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as field from '../private/FieldFrame/FieldFrame.css.ts';
import {
  FieldFrame,
  fieldDescriptionProps,
  fieldStateAttributes,
  useFieldIds,
} from '../private/FieldFrame/FieldFrame.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Pick<
  ComponentPropsWithRef<'select'>,
  'ref' | 'id' | 'name' | 'required' | 'disabled' | 'autoComplete' | 'onBlur' | 'onFocus'
> {
  /** Visible name of the field; also its accessible name. */
  label: string;
  /** Quieter text after the label, such as "Optional". */
  secondaryLabel?: string;
  hint?: string;
  /** Error message; when it has text the field is marked invalid and the message is read. */
  error?: string;
  options: readonly SelectOption[];
  /**
   * Text shown while nothing is chosen (value `''`). It cannot be chosen again once an option is,
   * as with a native select.
   */
  placeholder?: string;
  /** Controlled value; `''` for none. */
  value?: string;
  /** Starting value when uncontrolled. @default '' with a placeholder, else the first option */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A native `<select>` in the field style: phones open their own picker, which is easier to use
 * than any custom list.
 */
export function Select({
  label,
  secondaryLabel,
  hint,
  error,
  options,
  placeholder,
  value: valueProp,
  defaultValue,
  onValueChange,
  id,
  required,
  disabled,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id);
  const [value, setValue] = useControllableState({
    value: valueProp,
    // Without a placeholder the browser shows the first option, so the state starts there too.
    defaultValue: defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : ''),
    onChange: onValueChange,
  });
  const showsPlaceholder = placeholder !== undefined && value === '';

  return (
    <FieldFrame
      ids={ids}
      label={label}
      secondaryLabel={secondaryLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <div className={field.control} {...fieldStateAttributes({ error, disabled })}>
        <select
          {...selectProps}
          id={ids.controlId}
          className={`${field.input} ${styles.select}`}
          value={value}
          required={required}
          disabled={disabled}
          data-placeholder={showsPlaceholder ? '' : undefined}
          {...fieldDescriptionProps(ids, { hint, error })}
          onChange={(event) => setValue(event.target.value)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled className={styles.option}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.option}
            >
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" />
        </span>
      </div>
    </FieldFrame>
  );
}
