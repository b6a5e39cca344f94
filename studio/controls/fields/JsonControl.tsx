import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../design-system/index.ts';
import { useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';

function asJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/**
 * The fallback for a shape the form has no control for, or a value that does not have its
 * schema's shape (a draft may be invalid): the subtree as JSON text. Text that does not parse
 * stays in the field and the brand keeps its last valid value, so nothing is lost.
 */
export function JsonControl(props: FieldProps) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const { pointer, id, value, label, hint, required, problems } = props;
  const [text, setText] = useState(() => asJson(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    // The brand changed from outside (an undo, the JSON tab): show its value.
    setShown(value);
    setText(asJson(value));
    setInvalid(false);
  }
  const error = [invalid ? t('json.invalid') : undefined, problemText(problems)]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRow field={props}>
      <TextField
        id={id}
        label={label}
        hint={[t('json.hint'), hint].filter(Boolean).join(' ')}
        error={error || undefined}
        required={required}
        readOnly={readOnly}
        spellCheck={false}
        value={text}
        onValueChange={(next) => {
          setText(next);
          if (next.trim() === '') {
            setInvalid(false);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setInvalid(false);
            setShown(parsed);
            edit(pointer, parsed);
          } catch {
            setInvalid(true);
          }
        }}
      />
    </FieldRow>
  );
}
