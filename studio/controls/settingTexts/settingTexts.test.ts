import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import brandSchema from '../../../schemas/brand.schema.json' with { type: 'json' };
import { settingHelp } from '../fields/help.ts';
import type { JsonSchema } from '../schema/jsonSchema.ts';
import { englishSettingTitle, settingTitle } from '../titles.ts';
import { loadSettingTexts } from './settingTexts.ts';

/**
 * Every description in the schema, walked as JSON (not through the form's resolver), so a text
 * under $defs or a branch the form shows only for some values is counted too. Example and default
 * values are data, not help texts.
 */
function schemaDescriptions(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) schemaDescriptions(item, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.description === 'string') found.add(record.description);
    for (const [key, value] of Object.entries(record)) {
      if (!['examples', 'default', 'enum', 'const'].includes(key)) schemaDescriptions(value, found);
    }
  }
  return found;
}

/** Every label the form can show: `settingTitle`'s English for each property of the schema. */
function schemaTitles(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) schemaTitles(item, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const properties = record.properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [key, schema] of Object.entries(properties as Record<string, JsonSchema>)) {
        found.add(englishSettingTitle(schema, key));
      }
    }
    for (const [key, value] of Object.entries(record)) {
      if (!['examples', 'default', 'enum', 'const'].includes(key)) schemaTitles(value, found);
    }
  }
  return found;
}

/** What a translation must keep as the English has it: numbers, code in backticks, camelCase keys. */
function keptTokens(text: string): string[] {
  return (text.match(/\d+(?:\.\d+)?|`[^`]+`|\b[a-z]+[A-Z]\w*/g) ?? []).sort();
}

const descriptions = schemaDescriptions(brandSchema);
const titles = schemaTitles(brandSchema);

describe.each(['es-ES', 'pt-PT'])('the schema texts in %s', (tag) => {
  it.each([
    ['description', 'descriptions', descriptions],
    ['label', 'titles', titles],
  ] as const)('translate every %s of the schema', async (_kind, part, english) => {
    const texts = (await loadSettingTexts(tag))[part];
    const missing = [...english].filter((text) => !texts.get(text)?.trim());
    expect(english.size).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it.each([
    ['description', 'descriptions', descriptions],
    ['label', 'titles', titles],
  ] as const)(
    'hold no translation of a %s the schema no longer has (a changed text)',
    async (_kind, part, english) => {
      const texts = (await loadSettingTexts(tag))[part];
      expect([...texts.keys()].filter((text) => !english.has(text))).toEqual([]);
    },
  );

  it('keep the numbers, code and setting keys of the English', async () => {
    const { descriptions: texts } = await loadSettingTexts(tag);
    const changed = [...texts].filter(
      ([english, translated]) => keptTokens(english).join(' ') !== keptTokens(translated).join(' '),
    );
    expect(changed).toEqual([]);
  });
});

describe('settingHelp', () => {
  const t = ((key: string, options: { value: string }) =>
    `${key}=${options.value}`) as unknown as TFunction<'controls'>;
  const schema = { description: 'Smallest stake.', default: 1 };

  it('shows the description in the operator language', async () => {
    expect(settingHelp(schema, t, await loadSettingTexts('es-ES'))).toBe(
      'Apuesta mínima. setting.default=1',
    );
    expect(settingHelp(schema, t, await loadSettingTexts('pt-PT'))).toBe(
      'Aposta mínima. setting.default=1',
    );
  });

  it('shows the schema English for en-US, which needs no translations', async () => {
    const english = await loadSettingTexts('en-US');
    expect(english.descriptions.size + english.titles.size).toBe(0);
    expect(settingHelp(schema, t, english)).toBe('Smallest stake. setting.default=1');
  });
});

describe('settingTitle', () => {
  it('labels a setting in the operator language, from its key or its schema title', async () => {
    const spanish = await loadSettingTexts('es-ES');
    expect(settingTitle({}, 'liveMs', spanish)).toBe('Directo');
    expect(settingTitle({}, 'surfacePage', await loadSettingTexts('pt-PT'))).toBe(
      'Superfície da página',
    );
    expect(settingTitle({}, 'liveMs', await loadSettingTexts('en-US'))).toBe('Live ms');
  });
});
