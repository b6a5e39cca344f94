import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../auth/currentUser.ts';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { isProviderBanned, type ProviderKey } from './bans.ts';

/** codeStatus of refused game and token requests (casino-and-account spec, sections 6 and 8). */
export const refusedCode = 404;

/** codeStatus of a bet above the balance (spec section 8, "other codes": 501). */
export const insufficientFundsCode = 501;

/**
 * A signed-in role-0 player for whom `provider` is not banned; otherwise the reply is sent
 * (guests 401 code 1, other roles and banned providers code 404 with an empty result).
 */
export function requireProviderPlayer(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: ProviderKey,
): UserRow | undefined {
  // Every provider call a player makes with the session opens or lists play: protection first.
  const user = requireGambler(context, request, reply);
  if (!user) return undefined;
  if (isProviderBanned(context, user.id, provider)) {
    void reply.code(403).send({
      success: false,
      data: [],
      errorMessage: `Provider ${provider} is not available`,
      codeStatus: refusedCode,
    });
    return undefined;
  }
  return user;
}

/** The token of an `Authorization: Bearer <token>` header (a bare token is accepted too). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : header;
}

/** JSON schema of a call that takes no input: nothing may be sent. */
export const noQuery = {
  querystring: { type: 'object', additionalProperties: false, properties: {} },
} as const;
