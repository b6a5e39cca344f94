import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import historyEnglish from '../../features/bet-history/locales/en-US.json';
import historySpanish from '../../features/bet-history/locales/es-ES.json';
import historyPortuguese from '../../features/bet-history/locales/pt-PT.json';
import slipEnglish from '../../features/betslip/locales/en-US.json';
import slipSpanish from '../../features/betslip/locales/es-ES.json';
import slipPortuguese from '../../features/betslip/locales/pt-PT.json';
import paymentsEnglish from '../../features/payments/locales/en-US.json';
import paymentsSpanish from '../../features/payments/locales/es-ES.json';
import paymentsPortuguese from '../../features/payments/locales/pt-PT.json';
import lineEnglish from '../../features/sports/line/locales/en-US.json';
import lineSpanish from '../../features/sports/line/locales/es-ES.json';
import linePortuguese from '../../features/sports/line/locales/pt-PT.json';
import sportsEnglish from '../../features/sports/shared/locales/en-US.json';
import sportsSpanish from '../../features/sports/shared/locales/es-ES.json';
import sportsPortuguese from '../../features/sports/shared/locales/pt-PT.json';
import totoEnglish from '../../features/sports/toto/locales/en-US.json';
import totoSpanish from '../../features/sports/toto/locales/es-ES.json';
import totoPortuguese from '../../features/sports/toto/locales/pt-PT.json';
import { languages, type LanguageTag } from '../../host/i18n/languages.ts';

/** Real catalogues under their namespaces, initialised as the app does (i18next's own plural rules). */
async function translate(tag: LanguageTag) {
  const resources = {
    'es-ES': {
      history: historySpanish,
      slip: slipSpanish,
      payments: paymentsSpanish,
      line: lineSpanish,
      sports: sportsSpanish,
      toto: totoSpanish,
    },
    'en-US': {
      history: historyEnglish,
      slip: slipEnglish,
      payments: paymentsEnglish,
      line: lineEnglish,
      sports: sportsEnglish,
      toto: totoEnglish,
    },
    'pt-PT': {
      history: historyPortuguese,
      slip: slipPortuguese,
      payments: paymentsPortuguese,
      line: linePortuguese,
      sports: sportsPortuguese,
      toto: totoPortuguese,
    },
  };
  const instance = i18next.createInstance();
  await instance.init({
    lng: tag,
    fallbackLng: false,
    supportedLngs: languages.map((language) => language.tag),
    resources,
    interpolation: { escapeValue: false },
  });
  return (key: string, count: number) => instance.t(key, { count });
}

const counts = [0, 1, 2, 5] as const;

/** What a player reads at 0, 1, 2 and 5, per language. */
const expected: Record<string, Record<LanguageTag, readonly string[]>> = {
  'history:coupon.events': {
    'es-ES': ['0 selecciones', '1 selección', '2 selecciones', '5 selecciones'],
    'en-US': ['0 selections', '1 selection', '2 selections', '5 selections'],
    'pt-PT': ['0 seleções', '1 seleção', '2 seleções', '5 seleções'],
  },
  'sports:event.moreBets': {
    'es-ES': ['+0 apuestas', '+1 apuesta', '+2 apuestas', '+5 apuestas'],
    'en-US': ['+0 bets', '+1 bet', '+2 bets', '+5 bets'],
    'pt-PT': ['+0 apostas', '+1 aposta', '+2 apostas', '+5 apostas'],
  },
  'slip:options.fundingFreeBet': {
    'es-ES': [
      'Apuesta gratis (0 disponibles)',
      'Apuesta gratis (1 disponible)',
      'Apuesta gratis (2 disponibles)',
      'Apuesta gratis (5 disponibles)',
    ],
    'en-US': [
      'Free bet (0 available)',
      'Free bet (1 available)',
      'Free bet (2 available)',
      'Free bet (5 available)',
    ],
    'pt-PT': [
      'Aposta grátis (0 disponíveis)',
      'Aposta grátis (1 disponível)',
      'Aposta grátis (2 disponíveis)',
      'Aposta grátis (5 disponíveis)',
    ],
  },
  'payments:withdrawal.requisitesTooLong': {
    'es-ES': [
      'Usa como máximo 0 caracteres.',
      'Usa como máximo 1 carácter.',
      'Usa como máximo 2 caracteres.',
      'Usa como máximo 5 caracteres.',
    ],
    'en-US': [
      'Use at most 0 characters.',
      'Use at most 1 character.',
      'Use at most 2 characters.',
      'Use at most 5 characters.',
    ],
    'pt-PT': [
      'Use no máximo 0 caracteres.',
      'Use no máximo 1 carácter.',
      'Use no máximo 2 caracteres.',
      'Use no máximo 5 caracteres.',
    ],
  },
  'line:upcoming.empty': {
    'es-ES': [
      'Nada empieza en las próximas 0 horas',
      'Nada empieza en la próxima hora',
      'Nada empieza en las próximas 2 horas',
      'Nada empieza en las próximas 5 horas',
    ],
    'en-US': [
      'Nothing starts in the next 0 hours',
      'Nothing starts in the next hour',
      'Nothing starts in the next 2 hours',
      'Nothing starts in the next 5 hours',
    ],
    'pt-PT': [
      'Nada começa nas próximas 0 horas',
      'Nada começa na próxima hora',
      'Nada começa nas próximas 2 horas',
      'Nada começa nas próximas 5 horas',
    ],
  },
  'toto:form.missingPicks': {
    'es-ES': [
      'Elige 1, X o 2 en cada partido. Faltan 0.',
      'Elige 1, X o 2 en cada partido. Falta 1.',
      'Elige 1, X o 2 en cada partido. Faltan 2.',
      'Elige 1, X o 2 en cada partido. Faltan 5.',
    ],
    'en-US': [
      'Pick 1, X or 2 for every match. Missing: 0.',
      'Pick 1, X or 2 for every match. Missing: 1.',
      'Pick 1, X or 2 for every match. Missing: 2.',
      'Pick 1, X or 2 for every match. Missing: 5.',
    ],
    'pt-PT': [
      'Escolha 1, X ou 2 em cada jogo. Em falta: 0.',
      'Escolha 1, X ou 2 em cada jogo. Em falta: 1.',
      'Escolha 1, X ou 2 em cada jogo. Em falta: 2.',
      'Escolha 1, X ou 2 em cada jogo. Em falta: 5.',
    ],
  },
};

describe.each(languages.map(({ tag }) => tag))('counts in %s', (tag) => {
  it.each(Object.keys(expected))('should read %s at 0, 1, 2 and 5', async (key) => {
    const t = await translate(tag);
    expect(counts.map((count) => t(key, count))).toEqual(expected[key]?.[tag]);
  });

  it('should read a million, which Spanish and Portuguese put in their `many` form', async () => {
    const t = await translate(tag);
    // CLDR gives es and pt a `many` category ("1 millón de…"); without its key, i18next shows the
    // bare key. Written in digits, its text is the `other` one.
    expect(t('history:coupon.events', 1_000_000)).toBe(
      {
        'es-ES': '1000000 selecciones',
        'en-US': '1000000 selections',
        'pt-PT': '1000000 seleções',
      }[tag],
    );
  });
});
