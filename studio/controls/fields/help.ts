import type { TFunction } from 'i18next';
import type { JsonSchema } from '../schema/jsonSchema.ts';
import type { SettingTexts } from '../settingTexts/settingTexts.ts';
import { showValue } from '../titles.ts';

/**
 * A setting's help text: the schema's description in the operator's language (`texts`, keyed by
 * the English; English when a translation is missing, which the texts' test forbids), then its
 * default and an example or the format it must have.
 */
export function settingHelp(
  schema: JsonSchema,
  t: TFunction<'controls'>,
  texts: SettingTexts,
): string | undefined {
  const parts: string[] = [];
  if (schema.description)
    parts.push(texts.descriptions.get(schema.description) ?? schema.description);
  const isContainer = typeof schema.default === 'object' && schema.default !== null;
  if (schema.default !== undefined && !isContainer && schema.default !== '') {
    parts.push(t('setting.default', { value: showValue(schema.default) }));
  }
  const example = schema.examples?.find((candidate) => typeof candidate !== 'object');
  if (example !== undefined) parts.push(t('setting.example', { value: showValue(example) }));
  else if (schema.pattern && !schema.enum)
    parts.push(t('setting.pattern', { pattern: schema.pattern }));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
