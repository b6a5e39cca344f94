import type { FastifyRequest } from 'fastify';

import { languageOf, type Language, type Localized } from '../../lang.ts';

export type { Language, Localized };

function field(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The language of a request's messages: `lang` in the query or body first (the specs' calls send
 * it), then Accept-Language, then the player's own language; es by default.
 */
export function requestLanguage(request: FastifyRequest, userLang?: string): Language {
  const explicit = field(request.query, 'lang') ?? field(request.body, 'lang');
  const header = request.headers['accept-language']?.split(',')[0]?.trim();
  return languageOf(explicit ?? (header || undefined) ?? userLang);
}

/** Error and page texts of the payments module in the three demo languages. */
export const messages = {
  invalidAmount: { es: 'Cantidad no válida', en: 'Invalid amount', pt: 'Quantia inválida' },
  belowMinimum: {
    es: 'Cantidad menor que mínima',
    en: 'Amount below the minimum',
    pt: 'Quantia inferior ao mínimo',
  },
  aboveMaximum: {
    es: 'Cantidad mayor que máxima',
    en: 'Amount above the maximum',
    pt: 'Quantia superior ao máximo',
  },
  badPaymentMode: {
    es: 'Método de pago desconocido',
    en: 'Unknown payment method',
    pt: 'Método de pagamento desconhecido',
  },
  unknownCashier: { es: 'Cajero desconocido', en: 'Unknown cashier', pt: 'Caixa desconhecido' },
  cashierRequired: {
    es: 'Elija un cajero',
    en: 'Choose a cashier',
    pt: 'Escolha um caixa',
  },
  requisitesRequired: {
    es: 'Indique los datos de pago',
    en: 'Enter the payout details',
    pt: 'Indique os dados de pagamento',
  },
  invalidPhone: {
    es: 'Número de teléfono no válido',
    en: 'Invalid phone number',
    pt: 'Número de telefone inválido',
  },
  paymentNotFound: {
    es: 'Pago no encontrado',
    en: 'Payment not found',
    pt: 'Pagamento não encontrado',
  },
  paymentCancelled: {
    es: 'El pago fue cancelado y no se puede completar',
    en: 'The payment was cancelled and cannot be completed',
    pt: 'O pagamento foi cancelado e não pode ser concluído',
  },
  paymentCompleted: {
    es: 'El pago ya se completó',
    en: 'The payment is already completed',
    pt: 'O pagamento já foi concluído',
  },
  onePerDay: {
    es: 'Solo se permite un retiro por día',
    en: 'Only one withdrawal per day is allowed',
    pt: 'Só é permitido um levantamento por dia',
  },
  insufficientFunds: {
    es: 'Fondos insuficientes',
    en: 'Insufficient funds',
    pt: 'Saldo insuficiente',
  },
  withdrawalNotFound: {
    es: 'Solicitud de retiro no encontrada',
    en: 'Withdrawal request not found',
    pt: 'Pedido de levantamento não encontrado',
  },
  withdrawalNotCancellable: {
    es: 'El retiro ya no se puede cancelar',
    en: 'The withdrawal can no longer be cancelled',
    pt: 'O levantamento já não pode ser cancelado',
  },
  notClaimDay: {
    es: 'Los freebets solo se pueden reclamar los miércoles',
    en: 'Free bets can be claimed on Wednesdays only',
    pt: 'As apostas grátis só podem ser resgatadas às quartas-feiras',
  },
  nothingToClaim: {
    es: 'No tiene freebets para reclamar',
    en: 'You have no free bets to claim',
    pt: 'Não tem apostas grátis para resgatar',
  },
} as const satisfies Record<string, Localized>;
