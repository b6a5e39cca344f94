import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, TextField } from '../../../design-system/index.ts';
import { controlIdFor } from '../contract.ts';
import { useFormActions } from '../formContext.ts';
import { readableCode } from '../languageNames.ts';
import { childPointer } from '../pointer.ts';
import { problemsAt, problemText } from '../problems.ts';
import { resolve } from '../schema/jsonSchema.ts';
import { FieldRow } from './FieldRow.tsx';
import { Group } from './Group.tsx';
import type { FieldProps } from './settingProps.ts';

/** ISO 4217 as this runtime's Intl knows it, and FUN: the codes brand:check accepts. */
function isKnownCode(code: string): boolean {
  return code === 'FUN' || Intl.supportedValuesOf('currency').includes(code);
}

/**
 * A set of values (languages, currencies, banned providers, phone countries): a checkbox per
 * value. The values are the schema's enum; a list of codes without one (currencies: any ISO 4217
 * code) shows the codes it holds and takes others through an "add" field. Checking appends, so
 * the order the brand lists them in (the language switcher's) is kept.
 */
export function ToggleListControl(props: FieldProps) {
  const { t, i18n } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const { pointer, id, schema, value, label, hint, problems } = props;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const items = resolve(schema.items ?? {});
  const known = items.enum ?? [];
  const options = [...known, ...selected.filter((entry) => !known.includes(entry))];
  return (
    <FieldRow field={props}>
      <Group
        id={id}
        label={label}
        meta={t('toggles.selected', { count: selected.length })}
        hint={hint}
        error={problemText(problemsAt(problems, pointer))}
      >
        <Box display="flex" flexWrap="wrap" gap="medium">
          {options.map((option) => {
            const index = selected.indexOf(option);
            const code = String(option);
            return (
              <Checkbox
                key={code}
                id={index >= 0 ? controlIdFor(childPointer(pointer, index)) : `${id}-${code}`}
                label={readableCode(code, i18n.language)}
                error={
                  index >= 0
                    ? problemText(problemsAt(problems, childPointer(pointer, index)))
                    : undefined
                }
                disabled={readOnly}
                checked={index >= 0}
                onCheckedChange={(checked) =>
                  edit(
                    pointer,
                    checked ? [...selected, option] : selected.filter((entry) => entry !== option),
                  )
                }
              />
            );
          })}
        </Box>
        {known.length === 0 && items.pattern && !readOnly ? (
          <AddCode
            setting={label}
            pattern={new RegExp(items.pattern)}
            taken={selected}
            onAdd={(code) => edit(pointer, [...selected, code])}
          />
        ) : null}
      </Group>
    </FieldRow>
  );
}

function AddCode({
  setting,
  pattern,
  taken,
  onAdd,
}: {
  setting: string;
  pattern: RegExp;
  taken: readonly unknown[];
  onAdd: (code: string) => void;
}) {
  const { t } = useTranslation('controls');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const add = () => {
    const candidate = code.trim().toUpperCase();
    if (!pattern.test(candidate) || !isKnownCode(candidate)) {
      setError(t('toggles.invalidCode'));
      return;
    }
    if (taken.includes(candidate)) {
      setError(t('map.duplicateKey'));
      return;
    }
    setError(undefined);
    setCode('');
    onAdd(candidate);
  };
  return (
    <Box display="flex" alignItems="flex-end" gap="small">
      <Box flexGrow={1} minWidth={0}>
        <TextField
          label={t('toggles.newCode', { setting })}
          value={code}
          error={error}
          maxLength={3}
          autoCapitalize="characters"
          onValueChange={setCode}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </Box>
      <Button variant="outline" onClick={add}>
        {t('toggles.add')}
      </Button>
    </Box>
  );
}
