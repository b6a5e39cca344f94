import { branchesOf, resolve, schemaTypes, type JsonSchema } from './jsonSchema.ts';

/**
 * The control each shape of setting gets. `json` is the fallback for a shape the form has no
 * control for: the subtree is edited as JSON text, so nothing of it is lost.
 */
export type SettingKind =
  | 'section'
  | 'map'
  | 'list'
  | 'toggles'
  | 'numberList'
  | 'colour'
  | 'enum'
  | 'boolean'
  | 'number'
  | 'text'
  | 'json';

/** The theme's colour roles: edited with a colour picker and a contrast readout. */
const colourRole = /^\/theme\/color\/[^/]+$/;

function isObjectSchema(schema: JsonSchema): boolean {
  return schemaTypes(schema).includes('object');
}

/**
 * The kind of control for a setting, from its schema and its pointer (a pattern: `*` stands for
 * any key of a map, `-` for any item of a list).
 */
export function settingKind(schema: JsonSchema, pointer: string): SettingKind {
  const resolved = resolve(schema);
  const types = schemaTypes(resolved);
  if (types.length > 1) return 'json';
  if (colourRole.test(pointer) && types[0] === 'string') return 'colour';
  if (resolved.enum) return 'enum';
  if (resolved.if || resolved.oneOf || resolved.anyOf) {
    return branchesOf(resolved).every(isObjectSchema) ? 'section' : 'json';
  }
  switch (types[0]) {
    case 'object':
      if (resolved.properties) return 'section';
      if (typeof resolved.additionalProperties === 'object') return 'map';
      return 'json';
    case 'array': {
      const items = resolved.items ? resolve(resolved.items) : undefined;
      if (!items) return 'json';
      const itemKind = settingKind(items, `${pointer}/-`);
      if (itemKind === 'section') return 'list';
      if (itemKind === 'enum' && resolved.uniqueItems) return 'toggles';
      // Codes without an enum (currencies): toggles over the known codes plus an "add" field.
      if (itemKind === 'text' && resolved.uniqueItems && items.pattern) return 'toggles';
      if (itemKind === 'number') return 'numberList';
      return 'json';
    }
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
      return 'number';
    case 'string':
      return 'text';
    default:
      return 'json';
  }
}

export interface SettingEntry {
  /** Pointer pattern: `*` any key of a map, `-` any item of a list. */
  pointer: string;
  kind: SettingKind;
}

/**
 * Every control the form can generate for the schema, containers and leaves, as pointer
 * patterns: what the tests hold against the schema's own leaves. A recursive definition (a
 * menu entry's children are menu entries) is walked once: below, it repeats.
 */
export function walkSettings(
  schema: JsonSchema,
  pointer = '',
  path: ReadonlySet<JsonSchema> = new Set(),
): SettingEntry[] {
  const resolved = resolve(schema);
  const kind = pointer === '' ? 'section' : settingKind(resolved, pointer);
  const own: SettingEntry[] = pointer === '' ? [] : [{ pointer, kind }];
  if (path.has(resolved)) return own;
  const inside = new Set(path).add(resolved);
  switch (kind) {
    case 'section':
      return [
        ...own,
        ...branchesOf(resolved).flatMap((branch) =>
          Object.entries(branch.properties ?? {}).flatMap(([key, child]) =>
            walkSettings(child, `${pointer}/${key}`, inside),
          ),
        ),
      ];
    case 'map':
      return [
        ...own,
        ...walkSettings(resolved.additionalProperties as JsonSchema, `${pointer}/*`, inside),
      ];
    case 'list':
      return [...own, ...walkSettings(resolved.items as JsonSchema, `${pointer}/-`, inside)];
    default:
      return own;
  }
}
