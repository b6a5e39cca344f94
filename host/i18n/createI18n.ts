import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages, languageTag, type LanguageCode } from './languages.ts';

/** Only the active language's file is downloaded; the others load when a player switches. */
const hostLocales = resourcesToBackend(
  (tag: string) => import(`../locales/${tag}.json`) as Promise<{ default: object }>,
);

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
      ns: ['translation'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
