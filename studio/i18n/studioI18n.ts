import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages, languageTag, type LanguageCode } from '../../host/i18n/languages.ts';

type LocaleModule = Promise<{ default: object }>;

/**
 * Every studio translation file: `studio/<area>/locales/<tag>.json` is namespace `<area>` (`app`,
 * `controls`, `preview`...). The studio is an operator's tool of a few screens: its namespaces
 * load together when it starts, so no screen waits for its texts.
 */
const localeFiles = import.meta.glob<{ default: object }>('../*/locales/*.json');

const localeFile = /^\.\.\/([\w-]+)\/locales\/([\w-]+)\.json$/;

/** The studio's namespaces, read from the locale folders. */
export const studioNamespaces: string[] = [
  ...new Set(
    Object.keys(localeFiles)
      .map((path) => localeFile.exec(path)?.[1])
      .filter((name): name is string => Boolean(name)),
  ),
].sort();

const studioLocales = resourcesToBackend((tag: string, namespace: string): LocaleModule => {
  const load = localeFiles[`../${namespace}/locales/${tag}.json`];
  return load ? load() : Promise.reject(new Error(`Unknown studio namespace "${namespace}"`));
});

/** An i18next instance with every studio namespace loaded, in the operator's language. */
export async function createStudioI18n(language: LanguageCode): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (tag) => {
    document.documentElement.lang = tag;
  });
  await instance
    .use(studioLocales)
    .use(initReactI18next)
    .init({
      lng: languageTag(language),
      fallbackLng: false,
      supportedLngs: languages.map((candidate) => candidate.tag),
      load: 'currentOnly',
      ns: studioNamespaces,
      defaultNS: studioNamespaces[0],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
