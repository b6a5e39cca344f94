import type { FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  /** Requests allowed per key and window. */
  max: number;
  /** One minute by default. */
  timeWindow?: string;
  /** Said in the 429 message: "Too many <what>; try again in …". */
  what: string;
  /** What is counted; the client address by default. */
  keyGenerator?: (request: FastifyRequest) => string;
  /** Count after body parsing, so the key can read the body. */
  afterBodyParsing?: boolean;
}

/**
 * `@fastify/rate-limit` route config whose refusal is an error the server's error handler answers
 * with the 429 envelope (the plugin's own answer is not one).
 */
export function rateLimit(options: RateLimitOptions) {
  const what = options.what;
  return {
    ...(options.afterBodyParsing ? { hook: 'preHandler' as const } : {}),
    max: options.max,
    timeWindow: options.timeWindow ?? '1 minute',
    keyGenerator: options.keyGenerator ?? ((request: FastifyRequest) => request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      Object.assign(new Error(`Too many ${what}; try again in ${context.after}`), {
        statusCode: 429,
      }),
  };
}
