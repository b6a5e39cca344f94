import { describe, expect, it } from 'vitest';
import { controlIdFor } from '../contract.ts';
import { brandSchema, resolve, type JsonSchema } from './jsonSchema.ts';
import { settingKind, walkSettings } from './settingKinds.ts';

/**
 * The schema's leaf settings, found without the form's own walker: a leaf is a node with no
 * properties, no map values, no items and no branches. `*` is any map key, `-` any list item.
 */
function schemaLeaves(schema: JsonSchema, pointer = '', path = new Set<JsonSchema>()): string[] {
  const node = resolve(schema);
  // A recursive definition (menu entries' children) repeats the leaves found above it.
  if (path.has(node)) return [];
  const inside = new Set(path).add(node);
  const branches = node.if
    ? [node.then, node.else].filter(Boolean).map((b) => resolve(b!))
    : [node];
  const below = branches.flatMap((branch) => [
    ...Object.entries(branch.properties ?? {}).flatMap(([key, child]) =>
      schemaLeaves(child, `${pointer}/${key}`, inside),
    ),
    ...(typeof branch.additionalProperties === 'object'
      ? schemaLeaves(branch.additionalProperties, `${pointer}/*`, inside)
      : []),
    ...(branch.items ? schemaLeaves(branch.items, `${pointer}/-`, inside) : []),
  ]);
  return below.length > 0 || pointer === '' ? below : [pointer];
}

describe('the schema walker', () => {
  const entries = walkSettings(brandSchema);
  const byPointer = new Map(entries.map((entry) => [entry.pointer, entry.kind]));

  it('gives every leaf setting of the brand schema a control of its own or of its list', () => {
    const leaves = [...new Set(schemaLeaves(brandSchema))];
    // The schema has about 235 settings; a few dozen leaves would mean the walk stopped early.
    expect(leaves.length).toBeGreaterThan(200);
    const uncovered = leaves.filter((leaf) => {
      if (byPointer.has(leaf)) return false;
      const list = leaf.endsWith('/-') ? byPointer.get(leaf.slice(0, -2)) : undefined;
      return list !== 'toggles' && list !== 'numberList';
    });
    expect(uncovered).toEqual([]);
  });

  it('has a dedicated control for every setting: none falls back to JSON', () => {
    expect(entries.filter((entry) => entry.kind === 'json')).toEqual([]);
  });

  it('gives every setting its own control id', () => {
    // Both shapes of a side-menu link have an `id`: one setting, one pointer. A pattern's
    // wildcards become a real key and index, as in a brand.
    const pointers = new Set(entries.map((entry) => entry.pointer));
    const ids = [...pointers].map((pointer) =>
      controlIdFor(pointer.replace(/\/\*/g, '/es-es').replace(/\/-/g, '/0')),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('picks the control of each shape the schema uses', () => {
    expect(byPointer.get('/theme/color/brand')).toBe('colour');
    expect(byPointer.get('/theme/space/small')).toBe('text');
    expect(byPointer.get('/theme/base')).toBe('enum');
    expect(byPointer.get('/odds/defaultFormat')).toBe('enum');
    expect(byPointer.get('/features/casino')).toBe('boolean');
    expect(byPointer.get('/polling/liveMs')).toBe('number');
    expect(byPointer.get('/languages/enabled')).toBe('toggles');
    expect(byPointer.get('/currencies/enabled')).toBe('toggles');
    expect(byPointer.get('/bannedProviders')).toBe('toggles');
    expect(byPointer.get('/description')).toBe('map');
    expect(byPointer.get('/responsibleGambling/defaultLimits/deposit/*/day')).toBe('number');
    expect(byPointer.get('/menus/header')).toBe('list');
    expect(byPointer.get('/menus/header/-/children')).toBe('list');
    // Side-menu links are external links or menu entries (if/then/else): both shapes' settings.
    expect(byPointer.get('/menus/sideMenu/-/links/-/href')).toBe('text');
    expect(byPointer.get('/menus/sideMenu/-/links/-/route')).toBe('text');
    expect(byPointer.get('/responsibleGambling/options/timeoutDays')).toBe('numberList');
  });

  it('would send a new setting of a shape it has no control for to the JSON fallback', () => {
    // What makes the test above fail when the schema grows such a setting.
    expect(settingKind({ type: ['string', 'number'] }, '/x')).toBe('json');
    expect(settingKind({ type: 'array', items: { type: 'array' } }, '/x')).toBe('json');
    expect(settingKind({ type: 'object' }, '/x')).toBe('json');
  });
});
