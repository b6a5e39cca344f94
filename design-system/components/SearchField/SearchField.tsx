import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { timing } from '../../tokens/timing.ts';
import { FieldIconButton } from '../private/FieldFrame/FieldIconButton.tsx';
import { mergeRefs } from '../private/FieldFrame/mergeRefs.ts';
import { useControllableState } from '../private/useControllableState.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface SearchFieldProps extends Pick<
  TextFieldProps,
  | 'ref'
  | 'id'
  | 'name'
  | 'label'
  | 'hideLabel'
  | 'hint'
  | 'error'
  | 'placeholder'
  | 'disabled'
  | 'maxLength'
  | 'autoComplete'
  | 'onBlur'
  | 'onFocus'
> {
  /** Controlled text. */
  value?: string;
  /** Starting text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the raw text on every edit, before any debounce. */
  onValueChange?: (value: string) => void;
  /**
   * Called with the text to search for: `debounceMs` after the last edit, at once on Enter, and
   * at once with `''` when the clear button is pressed. Never twice in a row for the same edit.
   */
  onSearch?: (value: string) => void;
  /** Quiet time after the last keystroke before `onSearch`. @default timing.searchDebounceMs (500) */
  debounceMs?: number;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
}

/** A search input with icon, clear button and a debounced `onSearch`; Enter searches at once. */
export function SearchField({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = timing.searchDebounceMs,
  clearLabel = 'Clear search',
  ref,
  id,
  disabled,
  ...rest
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(pending.current), []);

  const searchNow = (text: string) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    onSearchRef.current?.(text);
  };

  const scheduleSearch = (text: string) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => searchNow(text), debounceMs);
  };

  const clear = () => {
    setValue('');
    searchNow('');
    inputRef.current?.focus();
  };

  return (
    <TextField
      {...rest}
      ref={mergeRefs(inputRef, ref)}
      id={inputId}
      type="search"
      // Phones show a "Search" key instead of "Return".
      enterKeyHint="search"
      leadingIcon="search"
      disabled={disabled}
      value={value}
      onValueChange={(text) => {
        setValue(text);
        scheduleSearch(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) searchNow(value);
      }}
      trailingAction={
        value !== '' && !disabled ? (
          <FieldIconButton icon="close" label={clearLabel} controls={inputId} onClick={clear} />
        ) : null
      }
    />
  );
}
