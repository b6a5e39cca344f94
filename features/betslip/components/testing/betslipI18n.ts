import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type BetslipTestLanguage = 'es-ES' | 'en-US' | 'pt-PT';

// The slip's namespace and the error catalogue, read at build time.
const catalogues = import.meta.glob<{ default: object }>(
  ['../../locales/*.json', '../../../core/errors/locales/*.json'],
  { eager: true },
);

/** The slip's and the errors' translations by language and namespace. */
export function betslipResources(): Record<string, Record<string, object>> {
  const byLanguage: Record<string, Record<string, object>> = {};
  for (const [path, module] of Object.entries(catalogues)) {
    const match = /\/(core\/errors\/)?locales\/([a-zA-Z-]+)\.json$/.exec(path);
    if (!match?.[2]) continue;
    (byLanguage[match[2]] ??= {})[match[1] ? 'errors' : 'betslip'] = module.default;
  }
  return byLanguage;
}

/** An i18n instance with the `betslip` and `errors` namespaces in memory, for tests. */
export async function createBetslipI18n(language: BetslipTestLanguage = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: betslipResources(),
    ns: ['betslip', 'errors'],
    defaultNS: 'betslip',
    interpolation: { escapeValue: false },
  });
  return instance;
}
