import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/index.ts';
import { useRenderSetting } from '../formContext.ts';
import { childPointer } from '../pointer.ts';
import { problemsAt, problemsUnder, problemText } from '../problems.ts';
import type { JsonSchema } from '../schema/jsonSchema.ts';
import { useSettingTextsContext } from '../settingTexts/settingTexts.ts';
import { settingTitle } from '../titles.ts';
import { Group } from './Group.tsx';
import type { FieldProps } from './settingProps.ts';

/** A key the schema does not name: any JSON, so the JSON control keeps it. */
const anything: JsonSchema = {};

/**
 * An object with named settings: each property in the schema's order, then (never lost) any
 * key the brand has that the schema does not name, edited as JSON.
 */
export function SectionControl({
  field,
  shape,
  bare = false,
}: {
  field: FieldProps;
  /** The object's shape (for a value with branches, the branch it takes). */
  shape: JsonSchema;
  bare?: boolean;
}) {
  const { t } = useTranslation('controls');
  const renderSetting = useRenderSetting();
  const texts = useSettingTextsContext();
  const { pointer, id, value, problems, label, hint, depth } = field;
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const properties = shape.properties ?? {};
  const required = new Set(shape.required ?? []);
  const extra = Object.keys(record).filter((key) => !(key in properties));
  const count = problems.length;
  return (
    <Group
      id={id}
      label={label}
      hideLegend={bare}
      meta={count > 0 && !bare ? t('problemCount', { count }) : undefined}
      hint={bare ? undefined : hint}
      error={problemText(problemsAt(problems, pointer))}
    >
      <Stack space="medium">
        {[...Object.entries(properties), ...extra.map((key) => [key, anything] as const)].map(
          ([key, schema]) => {
            const child = childPointer(pointer, key);
            return (
              <Fragment key={key}>
                {renderSetting({
                  pointer: child,
                  schema: schema,
                  value: record[key],
                  problems: problemsUnder(problems, child),
                  label: settingTitle(schema, key, texts),
                  required: required.has(key),
                  depth: depth + 1,
                })}
              </Fragment>
            );
          },
        )}
      </Stack>
    </Group>
  );
}
