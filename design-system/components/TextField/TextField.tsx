import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import * as field from '../private/FieldFrame/FieldFrame.css.ts';
import {
  FieldFrame,
  fieldDescriptionProps,
  fieldStateAttributes,
  useFieldIds,
} from '../private/FieldFrame/FieldFrame.tsx';
import type { FieldNativeInputProps } from '../private/FieldFrame/fieldInputProps.ts';
import { useControllableState } from '../private/useControllableState.ts';
import { nativeFurniture, type textFieldTypes } from './TextField.css.ts';

export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldNativeInputProps {
  /** Visible name of the field; also its accessible name. */
  label: string;
  /** Quieter text after the label, such as "Optional". */
  secondaryLabel?: string;
  /** Help read after the label, e.g. the expected format. */
  hint?: string;
  /** Error message; when it has text the field is marked invalid and the message is read. */
  error?: string;
  /** Keep the label for assistive technology only, where the context already names the field. @default false */
  hideLabel?: boolean;
  /** @default 'text' */
  type?: TextFieldType;
  /** Controlled text. */
  value?: string;
  /** Starting text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on every edit (after `onChange`). */
  onValueChange?: (value: string) => void;
  /** Decorative icon before the text. */
  leadingIcon?: IconName;
  /** One control after the text, such as an icon button (used by PasswordField and SearchField). */
  trailingAction?: ReactNode;
}

/** A labelled single-line input with hint and error message; at least 44 px tall. */
export function TextField({
  label,
  secondaryLabel,
  hint,
  error,
  hideLabel = false,
  type = 'text',
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  leadingIcon,
  trailingAction,
  id,
  required,
  disabled,
  readOnly,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const inputClass = [field.input, nativeFurniture, leadingIcon ? field.withLeading : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldFrame
      ids={ids}
      label={label}
      secondaryLabel={secondaryLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
    >
      <div className={field.control} {...fieldStateAttributes({ error, disabled, readOnly })}>
        {leadingIcon ? (
          <span className={field.leading}>
            <Icon name={leadingIcon} />
          </span>
        ) : null}
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          className={inputClass}
          value={value}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          {...fieldDescriptionProps(ids, { hint, error })}
          onChange={(event) => {
            onChange?.(event);
            setValue(event.target.value);
          }}
        />
        {trailingAction ? <span className={field.trailing}>{trailingAction}</span> : null}
      </div>
    </FieldFrame>
  );
}
