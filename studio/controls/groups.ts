import { brandSchema, resolve, schemaTypes, type JsonSchema } from './schema/jsonSchema.ts';

/** One section of the form: a top-level setting of the brand, or "general" for the scalars. */
export interface SettingGroup {
  /** The top-level key (or `general`): also its translation key, `group.<key>`. */
  key: string;
  /** The top-level settings it holds. */
  keys: string[];
}

export const generalGroup = 'general';

function isScalar(schema: JsonSchema): boolean {
  const types = schemaTypes(resolve(schema));
  return !types.includes('object') && !types.includes('array');
}

/**
 * The form's groups, read from the schema: every top-level object or list is a group of its
 * own (theme, menus, limits…), in the schema's order; the top-level scalars (id, name, favicon…)
 * share the first group, "general".
 */
export function settingGroups(schema: JsonSchema = brandSchema): SettingGroup[] {
  const entries = Object.entries(schema.properties ?? {});
  const scalars = entries.filter(([, child]) => isScalar(child)).map(([key]) => key);
  return [
    { key: generalGroup, keys: scalars },
    ...entries.filter(([, child]) => !isScalar(child)).map(([key]) => ({ key, keys: [key] })),
  ];
}
