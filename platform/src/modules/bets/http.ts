import type { FastifyRequest } from 'fastify';

/**
 * A POST whose every field is optional may come without a body: validate it as `{}` instead of
 * refusing it (fastify checks an absent body against the object schema otherwise).
 */
export function optionalBody(request: FastifyRequest, _reply: unknown, done: () => void): void {
  request.body ??= {};
  done();
}
