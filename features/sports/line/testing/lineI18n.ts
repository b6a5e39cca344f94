import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import sportsEnglish from '../../shared/locales/en-US.json';
import sportsSpanish from '../../shared/locales/es-ES.json';
import lineEnglish from '../locales/en-US.json';
import lineSpanish from '../locales/es-ES.json';

const resources = {
  'en-US': { line: lineEnglish, sports: sportsEnglish, errors: errorsEnglish },
  'es-ES': { line: lineSpanish, sports: sportsSpanish, errors: errorsSpanish },
};

export type LineTestLanguage = keyof typeof resources;

/** The line, shared sports and errors namespaces in memory, for component tests. */
export async function createLineI18n(language: LineTestLanguage = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: ['line', 'sports', 'errors'],
    defaultNS: 'line',
    interpolation: { escapeValue: false },
  });
  return instance;
}
