import type { FastifyRequest } from 'fastify';
import { rateLimit } from '../../rateLimit.ts';
import { normalizePhone } from './phoneRules.ts';

export interface AccountRateLimitOptions {
  /** Requests allowed per key and window; 10 a minute by default. */
  max?: number;
  timeWindow?: string;
  /** Said in the 429 message ("Too many <what>; try again in ..."). */
  what?: string;
}

/**
 * `@fastify/rate-limit` route config for calls that act on one account (sign-in, codes,
 * recovery, sign-up; sign-in counts per account in signInThrottle.ts). The key joins the client address with the account named in the body, so
 * one attacker cannot lock every account and one account is not shared across addresses; 10 a
 * minute stops guessing without troubling a player who mistypes. `fields` names the body field
 * (or fields, first present wins) holding the account; with none the key is the address alone
 * (one-click sign-up names no account).
 */
export function accountRateLimit(
  fields?: string | readonly string[],
  options: AccountRateLimitOptions = {},
) {
  const accountFields = fields === undefined ? [] : typeof fields === 'string' ? [fields] : fields;
  return rateLimit({
    // After body parsing, so the key can include the account.
    afterBodyParsing: true,
    max: options.max ?? 10,
    timeWindow: options.timeWindow,
    what: options.what ?? 'sign-in attempts',
    keyGenerator: (request: FastifyRequest) => {
      if (accountFields.length === 0) return request.ip;
      const body = request.body as Record<string, unknown> | undefined;
      const field = accountFields.find((name) => body?.[name] != null);
      const value = field === undefined ? undefined : body?.[field];
      const text =
        typeof value === 'string' || typeof value === 'number'
          ? String(value).trim().toLowerCase()
          : '';
      // A phone is looked up by its digits alone, so it is counted by them: "56987654321.",
      // "+56 9 8765 4321" and "56987654321" are one account, and decorating it resets nothing.
      const digits = normalizePhone(text);
      const account = field === 'phone' && digits !== '' ? digits : text;
      return `${request.ip}|${account}`;
    },
  });
}
