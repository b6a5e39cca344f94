import { createContext, useContext, useEffect, useState } from 'react';
import type { LanguageTag } from '../../../host/i18n/languages.ts';

/**
 * The schema's English texts → the operator's language: its descriptions (help texts) and the
 * settings' labels (`settingTitle`'s English). Both empty for English.
 */
export interface SettingTexts {
  descriptions: ReadonlyMap<string, string>;
  titles: ReadonlyMap<string, string>;
}

interface SettingTextsFile {
  descriptions: Record<string, string>;
  titles: Record<string, string>;
}

const english: SettingTexts = { descriptions: new Map(), titles: new Map() };

/**
 * The translations of the schema's texts for an interface language. They are keyed by the
 * English text itself, so a changed description no longer matches and its test fails until the
 * translation follows. Each language is its own chunk, loaded only by operators who read it.
 */
export async function loadSettingTexts(tag: string): Promise<SettingTexts> {
  const texts = await importTexts(tag);
  return texts
    ? {
        descriptions: new Map(Object.entries(texts.descriptions)),
        titles: new Map(Object.entries(texts.titles)),
      }
    : english;
}

function importTexts(tag: string): Promise<SettingTextsFile> | undefined {
  switch (tag as LanguageTag) {
    case 'es-ES':
      return import('./es-ES.json').then((module) => module.default);
    case 'pt-PT':
      return import('./pt-PT.json').then((module) => module.default);
    default:
      return undefined;
  }
}

/** One load per language for the whole session: switching back is instant. */
const loaded = new Map<string, SettingTexts>();
const loading = new Map<string, Promise<SettingTexts>>();

/**
 * Loads a language's texts into the session's cache (once). The studio awaits it with its own
 * texts when it starts or switches language, so the form never shows English first.
 */
export function preloadSettingTexts(tag: string): Promise<SettingTexts> {
  let pending = loading.get(tag);
  if (!pending) {
    pending = loadSettingTexts(tag).then((result) => {
      loaded.set(tag, result);
      return result;
    });
    loading.set(tag, pending);
  }
  return pending;
}

/**
 * The texts for the operator's language, once loaded (English until then). Read once by the
 * form's providers, so a language switch re-renders the form once and typing re-renders nothing.
 */
export function useSettingTexts(tag: string): SettingTexts {
  // The cache is the source; this state only re-renders the form when a load finishes.
  const [, setLoadedTag] = useState<string>();
  useEffect(() => {
    if (loaded.has(tag)) return;
    let current = true;
    void preloadSettingTexts(tag).then(() => {
      if (current) setLoadedTag(tag);
    });
    return () => {
      current = false;
    };
  }, [tag]);
  return loaded.get(tag) ?? english;
}

export const SettingTextsContext = createContext<SettingTexts>(english);

export function useSettingTextsContext(): SettingTexts {
  return useContext(SettingTextsContext);
}
