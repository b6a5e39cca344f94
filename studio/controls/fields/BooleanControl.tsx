import { Switch } from '../../../design-system/index.ts';
import { useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';

/**
 * An on/off setting. Unset, it shows its default (what the app does); switching it writes the
 * value. The design system's Switch has no error slot: a problem is read with its help text.
 */
export function BooleanControl(props: FieldProps) {
  const { edit, readOnly } = useFormActions();
  const { pointer, id, schema, value, label, hint, problems } = props;
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  const help = [problemText(problems), hint].filter(Boolean).join(' ');
  return (
    <FieldRow field={props}>
      <Switch
        id={id}
        label={label}
        hint={help || undefined}
        disabled={readOnly}
        checked={checked}
        onCheckedChange={(next) => edit(pointer, next)}
      />
    </FieldRow>
  );
}
