import type { ReactNode } from 'react';
import type { SettingControlProps } from '../contract.ts';
import { useFormActions } from '../formContext.ts';
import type { FieldProps } from './settingProps.ts';

/** The app's own control for a setting (an upload field for the logo), given the contract's props. */
export function CustomControl({
  render,
  field,
}: {
  render: (props: SettingControlProps) => ReactNode;
  field: FieldProps;
}) {
  const { edit } = useFormActions();
  return render({
    pointer: field.pointer,
    id: field.id,
    value: field.value,
    onChange: (next) => edit(field.pointer, next),
    problems: field.problems,
    label: field.label,
    description: field.schema.description,
  });
}
