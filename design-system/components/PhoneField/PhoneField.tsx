import { useMemo, type ChangeEvent, type ClipboardEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as field from '../private/FieldFrame/FieldFrame.css.ts';
import {
  FieldFrame,
  fieldDescriptionProps,
  fieldStateAttributes,
  useFieldIds,
} from '../private/FieldFrame/FieldFrame.tsx';
import type { FieldNativeInputProps } from '../private/FieldFrame/fieldInputProps.ts';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './PhoneField.css.ts';
import {
  findPhoneCountry,
  phoneCountries,
  phoneCountry,
  phoneRegions,
  type PhoneCountry,
  type PhoneRegion,
} from './phoneCountries.ts';
import {
  applyPhoneEdit,
  capDigits,
  caretAfterDigits,
  formatByMask,
  parsePhoneText,
  stripNonDigits,
  type PhoneValue,
} from './phoneMask.ts';

export interface PhoneFieldProps extends Pick<
  FieldNativeInputProps,
  | 'ref'
  | 'id'
  | 'name'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'placeholder'
  | 'onBlur'
  | 'onFocus'
> {
  /** Visible name of the field; also the accessible name of the number input. */
  label: string;
  /** Quieter text after the label, such as "Optional". */
  secondaryLabel?: string;
  hint?: string;
  /** Error message; when it has text the field is marked invalid and the message is read. */
  error?: string;
  /** Language for the country names (from `Intl.DisplayNames`), e.g. the app's current language. */
  locale: string;
  /** Regions offered, in any order (the list is sorted by name). @default every catalogued country */
  countries?: readonly PhoneRegion[];
  /** Controlled number. */
  value?: PhoneValue;
  /** Starting number when uncontrolled. @default the first offered country, no digits */
  defaultValue?: PhoneValue;
  onValueChange?: (value: PhoneValue) => void;
  /** Accessible name of the country picker. @default 'Country' */
  countryLabel?: string;
}

/**
 * A phone number as country plus national number. The number is shown in the country's mask as
 * it is typed; pasting a full international number picks the country and keeps only the digits.
 */
export function PhoneField({
  label,
  secondaryLabel,
  hint,
  error,
  locale,
  countries = phoneRegions,
  value: valueProp,
  defaultValue,
  onValueChange,
  countryLabel = 'Country',
  id,
  required,
  disabled,
  readOnly,
  ...inputProps
}: PhoneFieldProps) {
  const ids = useFieldIds(id);
  const offered = useMemo(() => {
    const list = countries
      .map((region) => findPhoneCountry(region))
      .filter((country) => country !== undefined);
    return list.length > 0 ? list : [...phoneCountries];
  }, [countries]);
  // `offered` is never empty; the catalogue's first country only satisfies the type checker.
  const fallback = offered[0] ?? phoneCountry('RU');
  const [value, setValue] = useControllableState<PhoneValue>({
    value: valueProp,
    defaultValue: defaultValue ?? {
      country: fallback.region,
      nationalNumber: '',
    },
    onChange: onValueChange,
  });
  const country = findPhoneCountry(value.country) ?? fallback;
  const digits = capDigits(stripNonDigits(value.nationalNumber), country.nationalLength);
  const formatted = formatByMask(digits, country.mask);
  const options = useCountryOptions(offered, country, locale);
  // Only the number is marked invalid: the country is never what is wrong.
  const countryState = fieldStateAttributes({ disabled, readOnly });
  const numberState = fieldStateAttributes({ error, disabled, readOnly });

  const commit = (
    input: HTMLInputElement,
    next: { country: PhoneCountry; nationalNumber: string },
    caretDigits: number,
  ) => {
    const nextFormatted = formatByMask(next.nationalNumber, next.country.mask);
    // Written now, with the caret, so React's re-render finds nothing to change and does not
    // throw the caret to the end.
    input.value = nextFormatted;
    if (input.ownerDocument.activeElement === input) {
      const caret = caretAfterDigits(nextFormatted, caretDigits);
      input.setSelectionRange(caret, caret);
    }
    if (next.country.region !== value.country || next.nationalNumber !== value.nationalNumber) {
      setValue({ country: next.country.region, nationalNumber: next.nationalNumber });
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = input.value;
    // Autofill may write a whole international number at once.
    if (text.trim().startsWith('+')) {
      const parsed = parsePhoneText(text, country, offered);
      commit(input, parsed, parsed.nationalNumber.length);
      return;
    }
    const inputType =
      'inputType' in event.nativeEvent && typeof event.nativeEvent.inputType === 'string'
        ? event.nativeEvent.inputType
        : undefined;
    const edit = applyPhoneEdit({
      previousDigits: digits,
      text,
      caret: input.selectionStart ?? text.length,
      inputType,
      length: country.nationalLength,
    });
    commit(input, { country, nationalNumber: edit.digits }, edit.caretDigits);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const wholeNumber =
      /^\s*(\+|00)/.test(pasted) || stripNonDigits(pasted).length > country.nationalLength;
    // A short fragment is pasted where the caret is, like typing.
    if (!wholeNumber) return;
    event.preventDefault();
    const parsed = parsePhoneText(pasted, country, offered);
    commit(event.currentTarget, parsed, parsed.nationalNumber.length);
  };

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
      <div role="group" aria-labelledby={ids.labelId} className={styles.row}>
        <div className={`${field.control} ${styles.countryControl}`} {...countryState}>
          <span className={styles.countryDisplay} aria-hidden="true">
            {country.region} +{country.dialCode}
            <span className={styles.countryChevron}>
              <Icon name="chevronDown" size="small" />
            </span>
          </span>
          <select
            className={styles.countrySelect}
            aria-label={countryLabel}
            value={country.region}
            // A select has no read-only state; it must not change while the number cannot.
            disabled={disabled || readOnly}
            onChange={(event) => {
              const next = findPhoneCountry(event.target.value);
              if (!next) return;
              setValue({
                country: next.region,
                nationalNumber: capDigits(digits, next.nationalLength),
              });
            }}
          >
            {options.map((option) => (
              <option key={option.region} value={option.region}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field.control} ${styles.numberControl}`} {...numberState}>
          <input
            {...inputProps}
            id={ids.controlId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={`${field.input} ${styles.numberInput}`}
            value={formatted}
            required={required}
            disabled={disabled}
            readOnly={readOnly}
            {...fieldDescriptionProps(ids, { hint, error })}
            onChange={handleChange}
            onPaste={handlePaste}
          />
        </div>
      </div>
    </FieldFrame>
  );
}

/** Offered countries (plus the current one, so it can always be shown) by localised name. */
function useCountryOptions(
  offered: readonly PhoneCountry[],
  current: PhoneCountry,
  locale: string,
) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const list = offered.some(({ region }) => region === current.region)
      ? offered
      : [current, ...offered];
    return list
      .map((country) => ({
        region: country.region,
        label: `${names.of(country.region) ?? country.region} (+${country.dialCode})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [offered, current, locale]);
}
