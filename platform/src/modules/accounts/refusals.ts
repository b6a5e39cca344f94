import type { FastifyReply } from 'fastify';
import { birthDateProblem } from '../../../../schemas/birthDateRule.ts';
import type { PlatformContext } from '../../context.ts';
import { failure } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { passwordMessages, passwordProblem, signUpCurrency } from './validation.ts';

/** Failure answers several account calls give alike (auth codes of spec section 8). */

export const loginExists = (reply: FastifyReply) =>
  reply.code(409).send(failure('Login already exists', authCodes.loginExists));

export const invalidPhone = (reply: FastifyReply) =>
  reply.code(400).send(failure('Invalid phone', authCodes.invalidPhone));

export const invalidKey = (reply: FastifyReply) =>
  reply.code(400).send(failure('Invalid confirmation key', authCodes.invalidConfirmationKey));

/** Answers a failed SMS code check (6, or `expiredCode`); undefined when the code is good. */
export function refuseSmsCode(
  reply: FastifyReply,
  status: 'valid' | 'invalid' | 'expired',
  expiredCode: number,
): FastifyReply | undefined {
  if (status === 'invalid') return invalidKey(reply);
  if (status === 'expired') return reply.code(400).send(failure('Key expired', expiredCode));
  return undefined;
}

/** Answers 231, 232 or 233 for a password the rule refuses (schemas/passwordRule.ts); undefined when it is fine. */
export function refusePassword(reply: FastifyReply, password: string): FastifyReply | undefined {
  const problem = passwordProblem(password);
  if (problem === undefined) return undefined;
  return reply.code(400).send(failure(passwordMessages[problem] ?? 'Invalid password', problem));
}

/**
 * A birth date the rule refuses (schemas/birthDateRule.ts, against the platform clock's UTC day):
 * a day that does not exist or lies ahead is a 400, one of someone under the brand's minimum age
 * is code 240. Undefined when it may be stored.
 */
export function refuseBirthDate(
  context: PlatformContext,
  reply: FastifyReply,
  birthDate: string,
): FastifyReply | undefined {
  const today = context.clock.now().toISOString().slice(0, 10);
  const problem = birthDateProblem(birthDate, today, context.brand.minimumAge);
  if (problem === undefined) return undefined;
  if (problem === 'underAge') {
    const message = `Under the minimum age of ${context.brand.minimumAge}`;
    return reply.code(400).send(failure(message, authCodes.underAge));
  }
  return reply.code(400).send(failure('Invalid birth date', 400));
}

/**
 * A sign-up's password (231, 232, 233) and currency (a 400 envelope unless the brand's or TMT):
 * the accepted currency, or the reply sent.
 */
export function refuseCredentials(
  context: PlatformContext,
  reply: FastifyReply,
  password: string,
  currency: string,
): string | FastifyReply {
  const refused = refusePassword(reply, password);
  if (refused) return refused;
  const accepted = signUpCurrency(currency, context.brand.currencies);
  if (!accepted) return reply.code(400).send(failure(`Unsupported currency ${currency}`, 400));
  return accepted;
}
