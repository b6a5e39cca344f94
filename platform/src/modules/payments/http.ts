import type { FastifyReply } from 'fastify';
import { failure } from '../../envelope.ts';
import type { Language, Localized } from './language.ts';

/** Sends the failure envelope with a localized message; returns the reply for `return`. */
export function refuse(
  reply: FastifyReply,
  httpStatus: number,
  codeStatus: number,
  message: Localized,
  language: Language,
): FastifyReply {
  return reply.code(httpStatus).send(failure(message[language], codeStatus));
}

/** The request field every payments call may carry: es, en, pt or es-es, en-US, pt-PT. */
export const langProperty = { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' } as const;

/** An API amount: positive, at most a billion units (cents are checked by amountToCents). */
export const amountProperty = { type: 'number', exclusiveMinimum: 0, maximum: 1e9 } as const;

/** An aggregator payment mode id, as a number or a numeric string. */
export const paymentModeProperty = {
  anyOf: [
    { type: 'integer', minimum: 0, maximum: 1_000_000 },
    { type: 'string', minLength: 1, maxLength: 40 },
  ],
} as const;
