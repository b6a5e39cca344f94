import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { isIsoDate } from './isIsoDate.ts';

export interface DateFieldProps extends Pick<
  TextFieldProps,
  | 'ref'
  | 'id'
  | 'name'
  | 'label'
  | 'secondaryLabel'
  | 'hint'
  | 'error'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'autoComplete'
  | 'onBlur'
  | 'onFocus'
> {
  /** Controlled date as `yyyy-MM-dd`; `''` for none. Anything else shows as empty. */
  value?: string;
  /** Starting date as `yyyy-MM-dd` when uncontrolled. @default '' */
  defaultValue?: string;
  /**
   * Called with the date as `yyyy-MM-dd`, or `''` while the date is cleared or incomplete (the
   * browser reports nothing until the date is whole).
   */
  onValueChange?: (value: string) => void;
  /** Earliest date the picker offers, as `yyyy-MM-dd`. */
  min?: string;
  /** Latest date the picker offers, as `yyyy-MM-dd`. */
  max?: string;
}

/**
 * A date input whose value is always `yyyy-MM-dd`; the native control gives phones their own
 * date picker and shows the date in the device's format.
 */
export function DateField({ value, defaultValue, min, max, ...rest }: DateFieldProps) {
  return (
    <TextField
      {...rest}
      type="date"
      // The native control rejects anything but a calendar date, with a console warning.
      value={value === undefined ? undefined : onlyIsoDate(value)}
      defaultValue={defaultValue === undefined ? undefined : onlyIsoDate(defaultValue)}
      min={min !== undefined && isIsoDate(min) ? min : undefined}
      max={max !== undefined && isIsoDate(max) ? max : undefined}
    />
  );
}

function onlyIsoDate(value: string): string {
  return isIsoDate(value) ? value : '';
}
