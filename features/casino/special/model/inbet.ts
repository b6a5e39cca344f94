import { shortLanguageCode } from '../../../core/language.ts';

/** GET /api/inbet/get_token?game&lang: everything the launcher's init takes (README, section 8). */
export interface InbetToken {
  token: string;
  expires_at: string;
  game: string;
  path: string;
  billing: string;
  /** The API's idea of the script: never loaded, the brand's scriptUrl is (integrations brief). */
  script?: string;
  coefficient: number;
  currency: string;
  language: string;
  language_id: number;
  home: string;
}

/** Inbet's own language codes (casino spec, section 9), by the interface's short code. */
export const INBET_LANGUAGES = {
  en: { code: 'en_US', id: 1 },
  es: { code: 'es_ES', id: 9 },
  pt: { code: 'pt_PT', id: 8 },
} as const;

export type InbetLanguageCode = (typeof INBET_LANGUAGES)[keyof typeof INBET_LANGUAGES]['code'];

/** en-US → en_US, es-es → es_ES, pt-PT → pt_PT; any other interface language → Spanish. */
export function inbetLanguage(languageTag: string): InbetLanguageCode {
  const short = shortLanguageCode(languageTag);
  return short === 'en' || short === 'pt' ? INBET_LANGUAGES[short].code : INBET_LANGUAGES.es.code;
}

/** Game credits per currency unit when settings name none (casino spec, section 9). */
export const DEFAULT_INBET_COEFFICIENT = 100;

/**
 * settings.inbetKf[currency], or 100. Read defensively: the value comes from the settings answer,
 * and a platform without the map, or with a non-positive number, must still start the game.
 */
export function inbetCoefficient(inbetKf: unknown, currency: string): number {
  if (typeof inbetKf !== 'object' || inbetKf === null) return DEFAULT_INBET_COEFFICIENT;
  const value: unknown = (inbetKf as Record<string, unknown>)[currency];
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_INBET_COEFFICIENT;
}

const INBET_PATH = /^\/slots\/inbet\/([^/]+)\/?$/;
const INBET_GAME_ID = /^[A-Za-z0-9_.-]{1,60}$/;

/**
 * The inbet game id of /slots/inbet/{gameId}, or undefined when the address names none the
 * platform would accept. The host renders screens without route params, so it is read back here.
 */
export function inbetGameIdOf(pathname: string): string | undefined {
  const segment = INBET_PATH.exec(pathname)?.[1];
  if (!segment) return undefined;
  try {
    const gameId = decodeURIComponent(segment);
    return INBET_GAME_ID.test(gameId) ? gameId : undefined;
  } catch {
    return undefined;
  }
}
