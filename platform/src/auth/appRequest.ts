import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { appRequestHeader } from '../../../schemas/appRequestHeader.ts';
import { failure } from '../envelope.ts';

/** Fetch Metadata of a call made by the app's own pages, or by the player typing the address. */
const ownInitiators = new Set(['same-origin', 'none']);

/**
 * Whether a call comes from the app rather than another site's page: its browser says so
 * (`Sec-Fetch-Site`), or it carries the app's header, which a cross-site page cannot add.
 */
export function isAppRequest(request: FastifyRequest): boolean {
  const initiator = request.headers['sec-fetch-site'];
  if (typeof initiator === 'string' && ownInitiators.has(initiator)) return true;
  return request.headers[appRequestHeader.name.toLowerCase()] !== undefined;
}

/**
 * preHandler of every GET call that changes state (the spec makes logout, a payment start and the
 * provider token calls GETs). Another site can make a player's browser send a GET with the
 * session cookie (a link, an image, a no-cors fetch; SameSite=Lax lets top-level navigation
 * through), so such calls answer only the app: anything else gets a 403 envelope and changes
 * nothing.
 */
export function appRequestOnly(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (isAppRequest(request)) {
    done();
    return;
  }
  // Answering from the hook ends the request: the handler never runs.
  void reply.code(403).send(failure('Cross-site request refused', 403));
}
