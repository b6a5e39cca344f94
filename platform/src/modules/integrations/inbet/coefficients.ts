/**
 * inbetKf: game credits per unit of a currency (casino-and-account spec, sections 3 and 9; default
 * 100). Currencies with large nominal amounts play one credit per unit; the others one credit
 * per cent. The content module's /api/site/settings publishes this map as `inbetKf`.
 */
export const inbetKf: Readonly<Record<string, number>> = {
  CLP: 1,
  MNT: 1,
  KZT: 1,
  RUB: 1,
  FUN: 1,
  USD: 100,
  EUR: 100,
  TMT: 100,
  TRY: 100,
  UAH: 100,
  TJS: 100,
};

export const defaultInbetKf = 100;

export const inbetCoefficient = (currency: string): number => inbetKf[currency] ?? defaultInbetKf;

/** Inbet's language names and ids (spec, section 9); other languages play in Spanish. */
export const inbetLanguages = {
  en: { code: 'en_US', id: 1 },
  es: { code: 'es_ES', id: 9 },
  pt: { code: 'pt_PT', id: 8 },
} as const;
