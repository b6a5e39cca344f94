import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import promotionsEnglish from '../locales/en-US.json';
import promotionsSpanish from '../locales/es-ES.json';

const resources = {
  'en-US': { promotions: promotionsEnglish, errors: errorsEnglish },
  'es-ES': { promotions: promotionsSpanish, errors: errorsSpanish },
};

/** The promotions and errors namespaces, in memory, for component tests. */
export async function createPromotionsI18n(
  language: keyof typeof resources = 'en-US',
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: ['promotions', 'errors'],
    defaultNS: 'promotions',
    interpolation: { escapeValue: false },
  });
  return instance;
}
