import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages } from '../../host/i18n/languages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceRoots = ['host', 'features', 'studio'];
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

/** `{{count}}`, also written with spaces or a format (`{{count, number}}`). */
const countPlaceholder = /\{\{\s*count\s*(?:,[^}]*)?\}\}/;

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

/**
 * The calls a module makes with a literal key (`t('coupon.events', { count })`): its sources
 * beside the `locales/` folder, but not a sub-folder with locales of its own (another namespace).
 * `call` runs from `t(` to its closing parenthesis.
 */
function translationCalls(folder: string): { key: string; path: string; call: string }[] {
  const moduleRoot = dirname(folder);
  const otherModules = localeFolders
    .filter((other) => other !== folder && other.startsWith(`${moduleRoot}/`))
    .map(dirname);
  const sources = walk(moduleRoot)
    .filter((path) => !otherModules.some((other) => path.startsWith(`${other}/`)))
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path));
  return sources.flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(translationCall)].map((match) => ({
      key: match[1] ?? '',
      path: relative(root, path),
      call: callAt(source, match.index),
    }));
  });
}

/** The text of the call that opens at `start` (`t(`), up to its balanced closing parenthesis. */
function callAt(source: string, start: number): string {
  let depth = 0;
  for (let index = source.indexOf('(', start); index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')') depth -= 1;
    if (depth === 0) return source.slice(start, index + 1);
  }
  return source.slice(start);
}

/** Each placeholder of a text with the words after it: `{{max}} characters.` → max, characters. */
function placeholdersWithFollowingText(text: string): { name: string; after: string }[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}\s*/g)].map((match) => ({
    name: match[1] ?? '',
    after: text
      .slice(match.index + match[0].length)
      .replace(/[^\p{L}\s].*$/su, '')
      .trim(),
  }));
}

/**
 * The nouns the English catalogues count: what follows {{count}} in an `_other` form, up to its
 * first plural word ("selections", "free bets", "unread messages"), and a few a new string may
 * count before any other string does.
 */
const countedNouns = [
  ...new Set([
    ...['bets', 'characters', 'days', 'events', 'games', 'hours', 'matches', 'minutes', 'seconds'],
    ...localeFolders.flatMap((folder) => {
      const english = flattenKeys(
        JSON.parse(readFileSync(join(folder, 'en-US.json'), 'utf8')) as unknown,
      );
      return [...english]
        .filter(([key]) => key.endsWith('_other'))
        .flatMap(([, value]) =>
          placeholdersWithFollowingText(String(value))
            .filter(({ name }) => name === 'count')
            .map(({ after }) => /^(?:\p{L}+ )?\p{L}+s\b/u.exec(after)?.[0])
            .filter((noun): noun is string => noun !== undefined),
        );
    }),
  ]),
];

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

    it('should give plural forms to every string that shows a count', () => {
      for (const catalogue of catalogues) {
        for (const [key, value] of catalogue.keys) {
          expect(
            pluralSuffix.test(key) || !countPlaceholder.test(String(value)),
            `${catalogue.tag}: "${key}" interpolates {{count}} without plural forms (${key}_one, ${key}_other…)`,
          ).toBe(true);
        }
      }
    });

    it('should name a number of things {{count}}', () => {
      // A count under another name ("at most {{max}} characters") escapes the check above. The
      // nouns the catalogues count (the words after {{count}} in an English `_other` form) must
      // follow {{count}} only; `{{name}}` holds a name ("{{name}} favourites").
      const english = catalogues.find((catalogue) => catalogue.tag === 'en-US')?.keys ?? new Map();
      for (const [key, value] of english) {
        for (const { name, after } of placeholdersWithFollowingText(String(value))) {
          if (name === 'count' || name === 'name') continue;
          const counted = countedNouns.find(
            (noun) => after.startsWith(`${noun} `) || after === noun,
          );
          expect(
            counted,
            `en-US: "${key}" counts "${counted ?? ''}" with {{${name}}}`,
          ).toBeUndefined();
        }
      }
    });

    it('should pass a count wherever it translates a string with plural forms', () => {
      const forms = pluralForms(catalogues[0]?.keys.keys() ?? []);
      for (const { key, path, call } of translationCalls(folder)) {
        if ((forms.get(key)?.size ?? 0) === 0) continue;
        // Options given as a variable (`t('stake.hint', limitValues)`) are not read here.
        const options = call.replace(translationCall, '').replace(/^\s*,?\s*/, '');
        const literal = options === ')' || options.startsWith('{');
        expect(!literal || /\bcount\b/.test(options), `${path}: ${call} has no count`).toBe(true);
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
      for (const { key, path } of translationCalls(folder)) {
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
