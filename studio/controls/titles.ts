import type { JsonSchema } from './schema/jsonSchema.ts';
import type { SettingTexts } from './settingTexts/settingTexts.ts';

/** "surfacePage" → "Surface page", "liveMs" → "Live ms", "e-withdrawal" → "E withdrawal". */
export function titleFromKey(key: string): string {
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A setting's label in English: the schema's title, else its key made readable. */
export function englishSettingTitle(schema: JsonSchema, key: string): string {
  return schema.title ?? titleFromKey(key);
}

/**
 * A setting's label in the operator's language (`texts`, keyed by the English label; English
 * when a translation is missing, which the texts' test forbids).
 */
export function settingTitle(schema: JsonSchema, key: string, texts: SettingTexts): string {
  const english = englishSettingTitle(schema, key);
  return texts.titles.get(english) ?? english;
}

/** The value as the help text shows it: strings bare, the rest as JSON. */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
