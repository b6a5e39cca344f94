import { resolve, schemaTypes, type JsonSchema } from './schema/jsonSchema.ts';

/**
 * The value a new entry or item starts with: its required settings, empty, so the checker
 * names what is still missing; nothing optional (defaults stay out of the JSON).
 */
export function emptyValue(schema: JsonSchema): unknown {
  const resolved = resolve(schema);
  if (resolved.enum) return resolved.enum[0];
  switch (schemaTypes(resolved)[0]) {
    case 'object':
      return Object.fromEntries(
        (resolved.required ?? []).map((key) => [key, emptyValue(resolved.properties?.[key] ?? {})]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return resolved.minimum ?? 0;
    default:
      return '';
  }
}
