import type { Localized } from './language.ts';
import type { PromoRefusal } from './promoCodes.ts';

/** The player-facing text of each promo-code refusal (the client shows the server's message). */
export const promoMessages: Readonly<Record<PromoRefusal, Localized>> = {
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
