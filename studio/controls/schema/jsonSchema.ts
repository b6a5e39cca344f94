import brandSchemaJson from '../../../schemas/brand.schema.json' with { type: 'json' };

/** The part of JSON Schema (2020-12) the brand schema uses, as the form reads it. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  uniqueItems?: boolean;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  not?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
}

/**
 * schemas/brand.schema.json, read at build time: the form follows it, never a copy of it. Cast
 * through unknown: its one boolean subschema (`href: true` in an `if`) is read for `required`
 * only, so JsonSchema does not model boolean schemas.
 */
export const brandSchema = brandSchemaJson as unknown as JsonSchema;

const resolvedCache = new WeakMap<JsonSchema, JsonSchema>();

function lookUp(root: JsonSchema, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not "${ref}"`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  if (!node || typeof node !== 'object') throw new Error(`Unresolvable $ref "${ref}"`);
  return node;
}

/**
 * The schema with its `$ref` and `allOf` merged in (the node's own keywords win, so a property's
 * own description beats its definition's). Cached per node, so every render gets the same object
 * and memoized controls keep their props. `not`, `if/then/else` and the combinators that choose
 * between shapes stay for the caller: see `branchFor`.
 */
export function resolve(schema: JsonSchema, root: JsonSchema = brandSchema): JsonSchema {
  const cached = resolvedCache.get(schema);
  if (cached) return cached;
  let merged: JsonSchema = { ...schema };
  if (schema.$ref) {
    const { $ref: _ref, ...own } = merged;
    merged = { ...resolve(lookUp(root, schema.$ref), root), ...own };
  }
  if (schema.allOf) {
    const { allOf, ...own } = merged;
    const parts = (allOf ?? []).map((part) => resolve(part, root));
    merged = Object.assign({}, ...parts, own) as JsonSchema;
    // A `not` from one part is a refinement only validation applies (e.g. "not FUN").
    delete merged.not;
  }
  resolvedCache.set(schema, merged);
  return merged;
}

/** Whether a value meets an `if` (or a branch): its type and its required keys. */
function matches(condition: JsonSchema, value: unknown): boolean {
  if (!fits({ type: condition.type }, value)) return false;
  if (typeof value !== 'object' || value === null) return true;
  const record = value as Record<string, unknown>;
  return (condition.required ?? []).every((key) => key in record);
}

/**
 * The shape a value takes where the schema allows several: `if/then/else` (a side-menu link is
 * an external link when it has `href`, else a menu entry) and `oneOf`/`anyOf` (the first branch
 * whose required keys and type the value has). Undefined when none fits: the caller falls back
 * to the JSON control, so nothing is lost.
 */
export function branchFor(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  const resolved = resolve(schema);
  if (resolved.if) {
    const branch = matches(resolved.if, value) ? resolved.then : resolved.else;
    return branch ? resolve(branch) : undefined;
  }
  const choices = resolved.oneOf ?? resolved.anyOf;
  if (choices) {
    return choices
      .map((choice) => resolve(choice))
      .find((choice) => fits(choice, value) && matches(choice, value));
  }
  return resolved;
}

/** The branches a value could take (itself alone when it has none), unresolved. */
function rawBranches(schema: JsonSchema): JsonSchema[] {
  const resolved = resolve(schema);
  if (resolved.if) {
    return [resolved.then, resolved.else].filter((branch): branch is JsonSchema => Boolean(branch));
  }
  return resolved.oneOf ?? resolved.anyOf ?? [schema];
}

/** The shapes a value could take, resolved. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  return rawBranches(schema).map((branch) => resolve(branch));
}

/** The shapes a new item could take, each with the name of its definition, for an "add" menu. */
export function namedBranches(schema: JsonSchema): Array<{ name: string; schema: JsonSchema }> {
  return rawBranches(schema).map((branch, index) => ({
    name: branch.title ?? branch.$ref?.split('/').at(-1) ?? String(index + 1),
    schema: resolve(branch),
  }));
}

/**
 * Whether a value has the JSON type (and is one of the values) a schema asks for: what a
 * control needs to show it. Missing required keys do not count: a draft may lack them, and
 * the section shows them empty.
 */
export function fits(schema: JsonSchema, value: unknown): boolean {
  const types = schemaTypes(schema);
  if (types.length > 0 && !types.some((type) => hasType(type, value))) return false;
  return !schema.enum || schema.enum.includes(value);
}

export function schemaTypes(schema: JsonSchema): string[] {
  if (schema.type === undefined) {
    if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
    if (schema.items) return ['array'];
    return [];
  }
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

/** The schema of the setting at a pointer (a map key or list index takes its values' schema). */
export function schemaAt(pointer: string, root: JsonSchema = brandSchema): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const token of pointer.split('/').slice(1)) {
    if (!node) return undefined;
    const resolved: JsonSchema = resolve(node, root);
    node =
      resolved.properties?.[token] ??
      resolved.items ??
      (typeof resolved.additionalProperties === 'object'
        ? resolved.additionalProperties
        : undefined);
  }
  return node;
}
