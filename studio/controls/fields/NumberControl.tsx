import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../design-system/index.ts';
import { CurrencySettingsContext, useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { schemaTypes } from '../schema/jsonSchema.ts';
import { unitFor } from '../units.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';
import { shownUnit } from './unitLabel.ts';
import { useEditedText } from './useEditedText.ts';

function asText(value: unknown): string {
  return typeof value === 'number' ? String(value) : '';
}

/**
 * A number setting with its unit and the schema's bounds. The JSON gets exactly the number
 * typed (amounts are decimal units of the currency, as the schema has them). Clearing an
 * optional number removes it; text that is no number stays in the field and is not written.
 */
export function NumberControl(props: FieldProps) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const currencySettings = useContext(CurrencySettingsContext);
  const { pointer, id, schema, value, label, hint, required, problems } = props;
  const [text, setText, typed] = useEditedText(value, asText);
  const integer = schemaTypes(schema).includes('integer');
  const unit = unitFor(pointer, schema);
  const shownAs = unit ? shownUnit(unit, pointer, currencySettings, t) : undefined;
  const minimum = schema.minimum ?? schema.exclusiveMinimum;
  const unparsed = text.trim() !== '' && !Number.isFinite(Number(text));
  const error = [
    unparsed ? t('setting.invalidNumber', { value: asText(value) || t('setting.notSet') }) : '',
    problemText(problems),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRow field={props}>
      <TextField
        id={id}
        label={label}
        secondaryLabel={shownAs?.text}
        hint={hint}
        error={error || undefined}
        required={required}
        readOnly={readOnly}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={minimum}
        max={schema.maximum ?? schema.exclusiveMaximum}
        step={integer ? 1 : (shownAs?.step ?? 'any')}
        value={text}
        onValueChange={(next) => {
          setText(next);
          if (next.trim() === '') {
            if (!required) {
              typed(undefined);
              edit(pointer, undefined);
            }
            return;
          }
          const parsed = Number(next);
          if (!Number.isFinite(parsed)) return;
          typed(parsed);
          edit(pointer, parsed);
        }}
      />
    </FieldRow>
  );
}
