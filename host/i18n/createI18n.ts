import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadErrorMessages } from '../../features/core/errors/loadErrorMessages.ts';
import { featureNamespaces } from '../features.ts';
import { languages, languageTag, type LanguageCode } from './languages.ts';

type LocaleModule = Promise<{ default: object }>;

/**
 * Namespaces and where their files are; each loads only for the active language, when first
 * used, so the others cost nothing until a player switches.
 */
const hostNamespaces: Record<string, (tag: string) => LocaleModule> = {
  translation: (tag) => import(`../locales/${tag}.json`) as LocaleModule,
  screens: (tag) => import(`../screens/locales/${tag}.json`) as LocaleModule,
};

const namespaces: Record<string, (tag: string) => LocaleModule> = {
  ...hostNamespaces,
  // Messages of the error catalogue and notices: loaded when the first one is shown.
  errors: loadErrorMessages,
  ...featureNamespaces,
};

/** Every namespace the app has (host, error catalogue, features). */
export const i18nNamespaces = Object.keys(namespaces);

const hostLocales = resourcesToBackend((tag: string, namespace: string) => {
  const load = namespaces[namespace];
  return load ? load(tag) : Promise.reject(new Error(`Unknown i18n namespace "${namespace}"`));
});

export async function createI18n(language: LanguageCode): Promise<i18n> {
  const instance = i18next.createInstance();
  // Screen readers and the browser's hyphenation follow <html lang>.
  instance.on('languageChanged', (tag) => {
    document.documentElement.lang = tag;
  });
  await instance
    .use(hostLocales)
    .use(initReactI18next)
    .init({
      lng: languageTag(language),
      fallbackLng: false,
      supportedLngs: languages.map((candidate) => candidate.tag),
      load: 'currentOnly',
      // The host's own namespaces load together at boot; feature namespaces load with their routes.
      ns: Object.keys(hostNamespaces),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
