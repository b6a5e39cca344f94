import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadErrorMessages } from '../../features/core/errors/loadErrorMessages.ts';
import { featureNamespaces } from '../featureRegistry.ts';
import { hostNamespaces, type LocaleModule } from './hostNamespaces.ts';
import { languages, languageTag, type LanguageCode } from './languages.ts';

const coreNamespaces: Record<string, (tag: string) => LocaleModule> = {
  ...hostNamespaces,
  // Messages of the error catalogue and notices: loaded when the first one is shown.
  errors: loadErrorMessages,
};

/** Every namespace the app has (host, error catalogue, installed features). */
export function i18nNamespaces(): string[] {
  return [...Object.keys(coreNamespaces), ...Object.keys(featureNamespaces())];
}

const hostLocales = resourcesToBackend((tag: string, namespace: string) => {
  // A feature namespace is first asked for by a feature's screen, after boot installed them.
  const load = coreNamespaces[namespace] ?? featureNamespaces()[namespace];
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
