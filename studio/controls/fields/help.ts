import type { TFunction } from 'i18next';
import type { JsonSchema } from '../schema/jsonSchema.ts';
import { showValue } from '../titles.ts';

/**
 * A setting's help text: the schema's description (English, as the schema is written), then its
 * default and an example or the format it must have, in the operator's language.
 */
export function settingHelp(schema: JsonSchema, t: TFunction<'controls'>): string | undefined {
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description);
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
