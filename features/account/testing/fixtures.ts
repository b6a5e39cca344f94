import { ApiError } from '../../core/errors/index.ts';
import type { Session } from '../../core/session/index.ts';
import { fixturePlayer, type StoryLanguage } from '../../core/testing/index.ts';
import type { RawProfile } from '../api/profile.ts';
import type { PromoCodeActivation, PromoCodeCheck } from '../model/promoCode.ts';

/** The demo player's profile before the personal data was saved. */
export const editableProfile: RawProfile = {
  id: fixturePlayer.id,
  email: 'player@demo.test',
  email_verified: true,
  phone: '56987654321',
  currency: 'CLP',
  balance: 1000,
  first_name: 'Ana',
  last_name: 'Rojas',
  middle_name: null,
  birth_date: null,
  gender: null,
  passport: null,
  number_document: null,
  address: null,
  card: null,
  yandex: null,
  is_changed: 0,
};

/** The same profile once saved: the platform locks it. */
export const lockedProfile: RawProfile = {
  ...editableProfile,
  middle_name: 'Isabel',
  birth_date: '1990-05-17',
  gender: 'female',
  passport: '12.345.678-5',
  is_changed: 1,
};

/** An account opened by e-mail: nothing filled in, no phone yet. */
export const blankProfile: RawProfile = {
  ...editableProfile,
  phone: null,
  first_name: null,
  last_name: null,
};

export const usdSession: Session = {
  status: 'player',
  user: { ...fixturePlayer, id: 2024, login: 'jsmith@demo.test', currency: 'USD' },
  balance: { balance: 250, bonusBalance: 0, freeBets: { active: 0, inactive: 0 } },
};

export const bonusSession: Session = {
  status: 'player',
  user: fixturePlayer,
  balance: { balance: 15000, bonusBalance: 600, freeBets: { active: 3, inactive: 0 } },
};

export const pendingBalanceSession: Session = {
  status: 'player',
  user: fixturePlayer,
  balance: undefined,
};

export const partnerSession: Session = {
  status: 'player',
  user: {
    id: 2,
    login: 'partner@demo.test',
    currency: 'CLP',
    firstName: 'Pablo',
    lastName: 'Soto',
    isPartner: true,
  },
  balance: { balance: 0, bonusBalance: 50, freeBets: { active: 0, inactive: 0 } },
};

/** A promo-code refusal as the platform sends it (HTTP 404 for 2200, else 400). */
export function promoRefusal(code: number, message?: string): ApiError {
  return new ApiError({
    kind: 'server',
    httpStatus: code === 2200 ? 404 : 400,
    codeStatus: code,
    serverMessage: message,
  });
}

export const welcomeCheck: PromoCodeCheck = {
  code: 'WELCOME100',
  type: 'bonus',
  amount: 100,
  free_bets: 0,
  percent: 0,
  valid_until: null,
};

export const welcomeActivation: PromoCodeActivation = {
  code: 'WELCOME100',
  type: 'bonus',
  amount: 100,
  free_bets: { active: 0, inactive: 2 },
  percent: 0,
  valid_until: null,
  balance: 1000,
  bonus_balance: 100,
};

export const freeBetsCheck: PromoCodeCheck = {
  code: 'FREEBETS3',
  type: 'free-bets',
  amount: 0,
  free_bets: 3,
  percent: 0,
  valid_until: null,
};

export const freeBetsActivation: PromoCodeActivation = {
  code: 'FREEBETS3',
  type: 'free-bets',
  amount: 0,
  free_bets: { active: 3, inactive: 2 },
  percent: 0,
  valid_until: null,
  balance: 1000,
  bonus_balance: 0,
};

/**
 * The platform's message of each refusal in its three languages (payments API, promoMessages.ts):
 * it answers in the request's language and the screen shows the message as sent.
 */
export const promoRefusalTexts: Readonly<Record<number, Readonly<Record<StoryLanguage, string>>>> =
  {
    2200: {
      es: 'Código promocional no encontrado',
      en: 'Promo code not found',
      pt: 'Código promocional não encontrado',
    },
    2201: {
      es: 'El código promocional ha caducado',
      en: 'The promo code has expired',
      pt: 'O código promocional expirou',
    },
    2202: {
      es: 'Ya activó este código promocional',
      en: 'You have already activated this promo code',
      pt: 'Já ativou este código promocional',
    },
    2203: {
      es: 'El código promocional ya fue activado el número máximo de veces',
      en: 'The promo code has already been activated the maximum number of times',
      pt: 'O código promocional já foi ativado o número máximo de vezes',
    },
    2204: {
      es: 'Ya activó un código de esta promoción',
      en: 'You have already activated a code of this promotion',
      pt: 'Já ativou um código desta promoção',
    },
    2205: {
      es: 'Ya activó un código de este socio',
      en: 'You have already activated a code of this partner',
      pt: 'Já ativou um código deste parceiro',
    },
    2206: {
      es: 'Ya tiene un bono promocional activo',
      en: 'You already have an active promo bonus',
      pt: 'Já tem um bónus promocional ativo',
    },
    2207: {
      es: 'El código pertenece a otro socio',
      en: 'The code belongs to another partner',
      pt: 'O código pertence a outro parceiro',
    },
    2208: {
      es: 'No puede activar su propio código',
      en: 'You cannot activate your own code',
      pt: 'Não pode ativar o seu próprio código',
    },
    2209: {
      es: 'Tipo de código promocional desconocido',
      en: 'Unknown promo code type',
      pt: 'Tipo de código promocional desconhecido',
    },
    2210: {
      es: 'El código promocional fue cancelado',
      en: 'The promo code was cancelled',
      pt: 'O código promocional foi cancelado',
    },
    2211: {
      es: 'No participa en el programa de bonos de este código',
      en: 'You are not in the bonus programme of this code',
      pt: 'Não participa no programa de bónus deste código',
    },
    2212: {
      es: 'El código promocional fue desactivado por el administrador',
      en: 'The promo code was disabled by the administrator',
      pt: 'O código promocional foi desativado pelo administrador',
    },
    2213: {
      es: 'Realizó un retiro después de su último depósito',
      en: 'You made a withdrawal after your last deposit',
      pt: 'Fez um levantamento depois do seu último depósito',
    },
    2214: {
      es: 'No se cumplen las condiciones del código promocional',
      en: 'The promo code conditions are not met',
      pt: 'As condições do código promocional não foram cumpridas',
    },
  };

/** The platform's message of a refusal in one language; Spanish, the platform's default. */
export function promoRefusalText(code: number, language: StoryLanguage = 'es'): string {
  const texts = promoRefusalTexts[code];
  if (!texts) throw new Error(`No promo refusal ${code} in the platform's messages.`);
  return texts[language];
}

/** The English messages, the language the component tests render in. */
export const promoRefusalMessages: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(promoRefusalTexts).map(([code, texts]) => [code, texts.en]),
);
