import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import errorsSpanish from '../../core/errors/locales/es-ES.json';
import accountEnglish from '../locales/en-US.json';
import accountSpanish from '../locales/es-ES.json';
import accountShellEnglish from '../shell/locales/en-US.json';
import accountShellSpanish from '../shell/locales/es-ES.json';

const resources = {
  'en-US': { account: accountEnglish, accountShell: accountShellEnglish, errors: errorsEnglish },
  'es-ES': { account: accountSpanish, accountShell: accountShellSpanish, errors: errorsSpanish },
};

/** The account (with its shell pieces') and errors namespaces, in memory, for component tests. */
export async function createAccountI18n(language: keyof typeof resources = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: ['account', 'accountShell', 'errors'],
    defaultNS: 'account',
    interpolation: { escapeValue: false },
  });
  return instance;
}
