import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { brandSettingsMarkdown } from './brandSettingsDoc.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = JSON.parse(readFileSync(join(root, 'schemas/brand.schema.json'), 'utf8')) as Node;

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  $defs?: Record<string, Node>;
}

/** Every setting of the schema (each property, at any depth, in definitions too) by its path. */
function settings(node: Node, path: string): Array<[string, Node]> {
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]): Array<[string, Node]> => [
      [`${path}/${key}`, child],
      ...settings(child, `${path}/${key}`),
    ]),
    ...(node.items ? settings(node.items, `${path}/*`) : []),
    ...(typeof node.additionalProperties === 'object'
      ? settings(node.additionalProperties, `${path}/*`)
      : []),
  ];
}

const allSettings = [
  ...settings(schema, ''),
  ...Object.entries(schema.$defs ?? {}).flatMap(([name, definition]): Array<[string, Node]> => [
    [`$defs/${name}`, definition],
    ...settings(definition, `$defs/${name}`),
  ]),
];

/** The words of a key: `liveCasino` → live, casino. */
const keyWords = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const fillerWords = new Set(['the', 'a', 'an', 'of', 'feature', 'information', 'modal', 'setting']);

describe('brand schema descriptions', () => {
  it('should cover every setting (no empty description)', () => {
    expect(allSettings.length).toBeGreaterThan(250);
    const empty = allSettings.filter(([, node]) => !node.description?.trim()).map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('should say more than the setting’s own name ("The toto feature.")', () => {
    const restating = allSettings
      .filter(([path, node]) => {
        const own = new Set(keyWords(path.split('/').at(-1) ?? ''));
        const words = keyWords(node.description ?? '').filter((word) => !fillerWords.has(word));
        return words.every((word) => own.has(word));
      })
      .map(([path, node]) => `${path}: ${node.description}`);
    expect(restating).toEqual([]);
  });
});

describe('docs/brand-settings.md', () => {
  it('should be what the schema generates (npm run types:generate rewrites it)', async () => {
    const file = join(root, 'docs/brand-settings.md');
    const options = (await prettier.resolveConfig(file)) ?? {};
    const generated = await prettier.format(brandSettingsMarkdown(schema), {
      ...options,
      filepath: file,
    });
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });

  it('should give every listed setting a description', () => {
    const page = brandSettingsMarkdown(schema);
    const items = page.split('\n').filter((line) => /^\s*- `/.test(line));
    expect(items.length).toBeGreaterThan(200);
    expect(items.filter((line) => /\):\s*$/.test(line))).toEqual([]);
    const sections = page.split(/^#{2,3} /m).slice(1);
    expect(sections.filter((section) => section.split('\n')[2]?.trim() === '')).toEqual([]);
  });
});
