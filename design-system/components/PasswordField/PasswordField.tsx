import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FieldIconButton } from '../private/FieldFrame/FieldIconButton.tsx';
import { mergeRefs } from '../private/FieldFrame/mergeRefs.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'leadingIcon'
  | 'trailingAction'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'autoCorrect'
> {
  /**
   * `current-password` for sign-in, `new-password` for sign-up and password change (lets the
   * browser suggest a strong one). @default 'current-password'
   */
  autoComplete?: PasswordAutoComplete;
  /**
   * Accessible name of the show/hide toggle. It stays the same in both states: the toggle's
   * pressed state says whether the password shows, so a screen reader announces the change once.
   * @default 'Show password'
   */
  showPasswordLabel?: string;
}

/** A password input with a show/hide toggle that keeps focus and caret in the input. */
export function PasswordField({
  autoComplete = 'current-password',
  showPasswordLabel = 'Show password',
  ref,
  id,
  disabled,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  // Changing `type` resets the selection in some browsers; put the caret back where it was.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (!input || !selection || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(selection[0], selection[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input && input.ownerDocument.activeElement === input) {
      pendingSelection.current = [
        input.selectionStart ?? input.value.length,
        input.selectionEnd ?? input.value.length,
      ];
    }
    setVisible((current) => !current);
  };

  return (
    <TextField
      {...rest}
      ref={mergeRefs(inputRef, ref)}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Shown passwords must not be "corrected" or capitalised by the phone's keyboard.
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      trailingAction={
        <FieldIconButton
          icon={visible ? 'eyeOff' : 'eye'}
          label={showPasswordLabel}
          pressed={visible}
          disabled={disabled}
          controls={inputId}
          onClick={toggle}
        />
      }
    />
  );
}
