import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Select, Stack, TextField } from '../../../design-system/index.ts';
import { emptyValue } from '../emptyValue.ts';
import { useFormActions, useRenderSetting } from '../formContext.ts';
import { readableCode } from '../languageNames.ts';
import { childPointer } from '../pointer.ts';
import { problemsAt, problemsUnder, problemText } from '../problems.ts';
import { resolve, type JsonSchema } from '../schema/jsonSchema.ts';
import { Group } from './Group.tsx';
import type { FieldProps } from './settingProps.ts';

/**
 * An object keyed by language, currency or payment method: one entry per key the brand has,
 * each removable, and an "add" row offering the keys the schema allows (a select over its enum,
 * else a text field checked against its pattern).
 */
export function MapControl({ field, bare = false }: { field: FieldProps; bare?: boolean }) {
  const { t, i18n } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const renderSetting = useRenderSetting();
  const { pointer, id, schema, value, problems, label, hint, depth } = field;
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const entrySchema = schema.additionalProperties as JsonSchema;
  const keys = schema.propertyNames ? resolve(schema.propertyNames) : undefined;
  const add = (key: string) => edit(childPointer(pointer, key), emptyValue(entrySchema));
  return (
    <Group
      id={id}
      label={label}
      hideLegend={bare}
      hint={bare ? undefined : hint}
      error={problemText(problemsAt(problems, pointer))}
    >
      {Object.entries(record).map(([key, entry]) => {
        const child = childPointer(pointer, key);
        const name = readableCode(key, i18n.language);
        return (
          <Box key={key} display="flex" alignItems="flex-start" gap="xsmall">
            <Box flexGrow={1} minWidth={0}>
              <>
                {renderSetting({
                  pointer: child,
                  schema: entrySchema,
                  value: entry,
                  problems: problemsUnder(problems, child),
                  label: name,
                  // An entry is removed with its own button, not reset.
                  required: true,
                  depth: depth + 1,
                })}
              </>
            </Box>
            {readOnly ? null : (
              <IconButton
                icon="close"
                size="small"
                label={t('map.remove', { key: `${label}: ${name}` })}
                onClick={() => edit(child, undefined)}
              />
            )}
          </Box>
        );
      })}
      {readOnly ? null : (
        <AddKey setting={label} keys={keys} taken={Object.keys(record)} onAdd={add} />
      )}
    </Group>
  );
}

function AddKey({
  setting,
  keys,
  taken,
  onAdd,
}: {
  setting: string;
  keys: JsonSchema | undefined;
  taken: readonly string[];
  onAdd: (key: string) => void;
}) {
  const { t, i18n } = useTranslation('controls');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const choices = keys?.enum?.map(String).filter((choice) => !taken.includes(choice));
  if (choices?.length === 0) return null;
  const submit = () => {
    const candidate = key.trim();
    if (!candidate || (keys?.pattern && !new RegExp(keys.pattern).test(candidate))) {
      setError(t('map.invalidKey'));
      return;
    }
    if (taken.includes(candidate)) {
      setError(t('map.duplicateKey'));
      return;
    }
    setError(undefined);
    setKey('');
    onAdd(candidate);
  };
  const fieldLabel = t('map.newKey', { setting });
  return (
    <Box display="flex" alignItems="flex-end" gap="small">
      <Box flexGrow={1} minWidth={0}>
        {choices ? (
          <Select
            label={fieldLabel}
            placeholder={t('map.choose')}
            options={choices.map((choice) => ({
              value: choice,
              label: readableCode(choice, i18n.language),
            }))}
            value={choices.includes(key) ? key : ''}
            error={error}
            onValueChange={setKey}
          />
        ) : (
          <TextField
            label={fieldLabel}
            hint={keys?.pattern ? t('setting.pattern', { pattern: keys.pattern }) : undefined}
            value={key}
            error={error}
            spellCheck={false}
            onValueChange={setKey}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
        )}
      </Box>
      <Stack space="none">
        <Button variant="outline" onClick={submit}>
          {t('map.add')}
        </Button>
      </Stack>
    </Box>
  );
}
