import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import freeBetsEnglish from '../locales/en-US.json';
import freeBetsSpanish from '../locales/es-ES.json';

const resources = {
  'en-US': { freeBets: freeBetsEnglish, errors: errorsEnglish },
  'es-ES': { freeBets: freeBetsSpanish, errors: errorsSpanish },
};

/** The freeBets and errors namespaces, in memory, for component tests. */
export async function createFreeBetsI18n(
  language: keyof typeof resources = 'en-US',
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: ['freeBets', 'errors'],
    defaultNS: 'freeBets',
    interpolation: { escapeValue: false },
  });
  return instance;
}
