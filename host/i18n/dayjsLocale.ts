import { languages, type LanguageTag } from './languages.ts';

/**
 * dayjs ships English; the other locales load with the language that needs them. dayjs itself
 * loads here too, off the first page's critical path (screens that format dates import it).
 */
const loaders: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es.js'),
  pt: () => import('dayjs/locale/pt.js'),
};

/** Makes dayjs format dates (month and day names…) in the interface language. */
export async function applyDayjsLocale(tag: string): Promise<void> {
  const short = languages.find((language) => language.tag === (tag as LanguageTag))?.short ?? 'en';
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), loaders[short]?.()]);
  dayjs.locale(short);
}
