import { TextField, type TextFieldType } from '../../../design-system/index.ts';
import { useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';

const typeForFormat: Record<string, TextFieldType> = { email: 'email', date: 'date' };

/** A string setting. An emptied field keeps `""` (some settings mean something by it). */
export function TextControl(props: FieldProps) {
  const { edit, readOnly } = useFormActions();
  const { pointer, id, schema, value, label, hint, required, problems } = props;
  return (
    <FieldRow field={props}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={problemText(problems)}
        required={required}
        readOnly={readOnly}
        type={typeForFormat[schema.format ?? ''] ?? 'text'}
        maxLength={schema.maxLength}
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        onValueChange={(next) => edit(pointer, next)}
      />
    </FieldRow>
  );
}
