import type { FastifyRequest } from 'fastify';

export interface AccountRateLimitOptions {
  /** Requests allowed per key and window; 10 a minute by default. */
  max?: number;
  timeWindow?: string;
  /** Said in the 429 message ("Too many <what>; try again in ..."). */
  what?: string;
}

/**
 * `@fastify/rate-limit` route config for calls that act on one account (sign-in, codes,
 * recovery, sign-up). The key joins the client address with the account named in the body, so
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
  const what = options.what ?? 'sign-in attempts';
  return {
    // After body parsing, so the key can include the account.
    hook: 'preHandler' as const,
    max: options.max ?? 10,
    timeWindow: options.timeWindow ?? '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      if (accountFields.length === 0) return request.ip;
      const body = request.body as Record<string, unknown> | undefined;
      const value = accountFields.map((field) => body?.[field]).find((found) => found != null);
      const text =
        typeof value === 'string' || typeof value === 'number'
          ? String(value).trim().toLowerCase()
          : '';
      // "+56 9 8765 4321" and "56987654321" are one account: formatting must not reset the count.
      const account = /^\+?[\d\s()-]+$/.test(text) ? text.replace(/\D/g, '') : text;
      return `${request.ip}|${account}`;
    },
    // Thrown by the plugin; the server's error handler turns it into the 429 envelope.
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      Object.assign(new Error(`Too many ${what}; try again in ${context.after}`), {
        statusCode: 429,
      }),
  };
}
