import { useTranslation } from 'react-i18next';
import { Select } from '../../../design-system/index.ts';
import { useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';

/** A setting with a fixed set of values; the JSON keeps the schema's own value (0, not "0"). */
export function EnumControl(props: FieldProps) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const { pointer, id, schema, value, label, hint, required, problems } = props;
  const choices = schema.enum ?? [];
  const options = choices.map((choice) => ({ value: String(choice), label: String(choice) }));
  return (
    <FieldRow field={props}>
      <Select
        id={id}
        label={label}
        hint={hint}
        error={problemText(problems)}
        required={required}
        disabled={readOnly}
        options={options}
        placeholder={t('setting.notSet')}
        value={options[choices.indexOf(value)]?.value ?? ''}
        onValueChange={(next) =>
          edit(
            pointer,
            choices.find((choice) => String(choice) === next),
          )
        }
      />
    </FieldRow>
  );
}
