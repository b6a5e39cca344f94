import type { ComponentPropsWithRef } from 'react';

/**
 * The native `<input>` props text-like fields pass through: what forms, autofill and phone
 * keyboards need, and nothing that would restyle the field.
 */
export type FieldNativeInputProps = Pick<
  ComponentPropsWithRef<'input'>,
  | 'ref'
  | 'id'
  | 'name'
  | 'autoComplete'
  | 'inputMode'
  | 'enterKeyHint'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'maxLength'
  | 'minLength'
  | 'placeholder'
  | 'pattern'
  | 'min'
  | 'max'
  | 'step'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'autoCorrect'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'onPaste'
>;
