/**
 * Fixed texts the specs quote without a code (casino-and-account §8 "Messages", the sell messages
 * of sports-betting §8). The platform writes them in one language; recognising them lets every
 * player read them in theirs.
 */
import type { ErrorKey } from './types.ts';

const knownMessages: ReadonlyArray<readonly [string, ErrorKey]> = [
  ['Cantidad menor que mínima', 'payment.belowMinimum'],
  ['No pudimos obtener una lista de cajeros', 'payment.cashiersUnavailable'],
  ['No se puede abrir la ranura', 'casino.gameWontOpen'],
  ['Superado límite diario de mensajes SMS', 'auth.smsDailyLimit'],
  ['data is not editable', 'account.dataNotEditable'],
  ['not allowed to place bets', 'casino.notAllowedToBet'],
  ['La apuesta no está a la venta', 'sell.notForSale'],
  ['Apuesta ya vendida', 'sell.alreadySold'],
  ['Las apuestas gratuitas no se pueden vender', 'sell.freeBetsNotSellable'],
  ['Se cambió el COEF', 'sell.coeffChanged'],
  ['Algunas apuestas no están disponibles', 'sell.someBetsUnavailable'],
];

/** Case, spacing and the closing full stop or ellipsis vary between platform versions. */
function normalise(message: string): string {
  return message
    .trim()
    .replace(/(\.|…)+$/u, '')
    .replace(/\s+/gu, ' ')
    .toLocaleLowerCase('es');
}

/**
 * The key for a message the specs quote, or undefined. A prefix is enough because the spec cuts
 * one of them short ("No pudimos obtener una lista de cajeros...").
 */
export function knownMessageKey(serverMessage: string): ErrorKey | undefined {
  const message = normalise(serverMessage);
  if (message === '') return undefined;
  return knownMessages.find(([known]) => message.startsWith(normalise(known)))?.[1];
}
