import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages } from '../../host/i18n/languages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceRoots = ['host', 'features'];
const ignored = new Set(['node_modules', 'dist', 'storybook-static']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (ignored.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, leafValue] of flattenKeys(child, prefix ? `${prefix}.${key}` : key)) {
        keys.set(leaf, leafValue);
      }
    }
  } else {
    keys.set(prefix, value);
  }
  return keys;
}

/** Every `locales/` folder is one module's translations; its sources are the sibling files. */
const localeFolders = sourceRoots
  .flatMap((sourceRoot) => walk(join(root, sourceRoot)))
  .filter((path) => path.endsWith('.json') && dirname(path).endsWith('/locales'))
  .map(dirname)
  .filter((folder, index, all) => all.indexOf(folder) === index);

const translationCall = /\bt\(\s*['"`]([\w.-]+)['"`]/g;

// i18next plural keys (`key_one`, `key_other`…): which categories a language needs is its own
// (CLDR: Spanish and Portuguese have `many`, English does not), so keys compare without them.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A catalogue's keys with plural forms folded into their base key, with the forms found. */
function pluralForms(keys: Iterable<string>): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const found = forms.get(base) ?? new Set<string>();
    if (match?.[1]) found.add(match[1]);
    forms.set(base, found);
  }
  return forms;
}

describe.each(localeFolders.map((folder) => [relative(root, folder), folder]))(
  'translations in %s',
  (_name, folder) => {
    const catalogues = languages.map(({ tag }) => {
      const file = join(folder, `${tag}.json`);
      return { tag, keys: flattenKeys(JSON.parse(readFileSync(file, 'utf8')) as unknown) };
    });
    const [reference] = catalogues;

    it('should have a file for every interface language with the same keys', () => {
      expect(reference).toBeDefined();
      for (const catalogue of catalogues) {
        expect([...pluralForms(catalogue.keys.keys()).keys()].sort(), catalogue.tag).toEqual(
          [...pluralForms(reference?.keys.keys() ?? []).keys()].sort(),
        );
      }
    });

    it("should give every plural key exactly its language's plural forms", () => {
      for (const catalogue of catalogues) {
        const needed = [...new Intl.PluralRules(catalogue.tag).resolvedOptions().pluralCategories];
        for (const [key, forms] of pluralForms(catalogue.keys.keys())) {
          if (forms.size === 0) continue;
          expect([...forms].sort(), `${catalogue.tag}: ${key}`).toEqual(needed.sort());
        }
      }
    });

    it('should have a non-empty string for every key', () => {
      for (const catalogue of catalogues) {
        for (const [key, value] of catalogue.keys) {
          expect(typeof value === 'string' && value.trim() !== '', `${catalogue.tag}: ${key}`).toBe(
            true,
          );
        }
      }
    });

    it('should define every key the module translates with a literal', () => {
      const moduleRoot = dirname(folder);
      // A sub-folder with locales of its own is another module (another namespace).
      const otherModules = localeFolders
        .filter((other) => other !== folder && other.startsWith(`${moduleRoot}/`))
        .map(dirname);
      const sources = walk(moduleRoot)
        .filter((path) => !otherModules.some((other) => path.startsWith(`${other}/`)))
        .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path));
      const used = sources.flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(translationCall)].map((match) => ({
          key: match[1] ?? '',
          path: relative(root, path),
        })),
      );
      for (const { key, path } of used) {
        for (const catalogue of catalogues) {
          expect(
            catalogue.keys.has(key) || catalogue.keys.has(`${key}_other`),
            `${path} uses "${key}", missing in ${catalogue.tag}`,
          ).toBe(true);
        }
      }
    });
  },
);

it('should find the locale folders it checks', () => {
  expect(localeFolders.length).toBeGreaterThan(0);
});
