import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../design-system/index.ts';
import { CurrencySettingsContext, useFormActions } from '../formContext.ts';
import { problemText } from '../problems.ts';
import { resolve } from '../schema/jsonSchema.ts';
import { unitFor } from '../units.ts';
import { FieldRow } from './FieldRow.tsx';
import type { FieldProps } from './settingProps.ts';
import { shownUnit } from './unitLabel.ts';
import { useEditedText } from './useEditedText.ts';

function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : '';
}

function parse(text: string): number[] | undefined {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : undefined;
}

/** A short list of numbers (time-out lengths in days), written as "1, 7, 30". */
export function NumberListControl(props: FieldProps) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const currencySettings = useContext(CurrencySettingsContext);
  const { pointer, id, schema, value, label, hint, required, problems } = props;
  const [text, setText, typed] = useEditedText(value, asText);
  const unit = unitFor(pointer, schema) ?? unitFor(pointer, resolve(schema.items ?? {}));
  const invalid = parse(text) === undefined;
  const error = [invalid ? t('numberList.invalid') : '', problemText(problems)]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRow field={props}>
      <TextField
        id={id}
        label={label}
        secondaryLabel={unit ? shownUnit(unit, pointer, currencySettings, t).text : undefined}
        hint={[t('numberList.hint'), hint].filter(Boolean).join(' ')}
        error={error || undefined}
        required={required}
        readOnly={readOnly}
        inputMode="numeric"
        value={text}
        onValueChange={(next) => {
          setText(next);
          const parsed = parse(next);
          if (!parsed) return;
          typed(parsed);
          edit(pointer, parsed);
        }}
      />
    </FieldRow>
  );
}
