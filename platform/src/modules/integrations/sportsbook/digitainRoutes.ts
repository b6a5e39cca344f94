import type { FastifyPluginCallback } from 'fastify';
import { notLoggedInCode } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { isProviderBanned } from '../shared/bans.ts';
import { bearerToken, refusedCode, requireProviderPlayer } from '../shared/guards.ts';
import { issueToken, tokenOwner } from '../shared/tokens.ts';
import { daySchema, sportsbookHistory } from './history.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

/** The header naming the partner (project) the digital sportsbook is embedded for. */
export const partnerHeader = 'x-partner-name';

const frontTokenSchema = {
  headers: {
    type: 'object',
    required: [partnerHeader],
    properties: { [partnerHeader]: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  querystring: { type: 'object', additionalProperties: false, properties: {} },
} as const;

const emptyBody = {
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
} as const;

interface HistoryBody {
  count: number;
  page: number;
  start_date?: string;
  end_date?: string;
}

const historySchema = {
  headers: {
    type: 'object',
    properties: { authorization: { type: 'string', maxLength: 300 } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'page'],
    properties: {
      count: { type: 'integer', minimum: 1, maximum: 50 },
      page: { type: 'integer', minimum: 1, maximum: 10000 },
      start_date: daySchema,
      end_date: daySchema,
    },
  },
} as const;

/**
 * The digital sportsbook (digitain): the front token its boot page takes, and the history pair
 * GenToken → GetBetsHistory (Authorization: Bearer <token>). Both tokens are digitain tokens,
 * so the frame page can read the history with the token it was booted with.
 */
export function digitainRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get<{ Headers: { [partnerHeader]: string } }>(
      '/api/digitain/front/token',
      { schema: frontTokenSchema, preHandler: appRequestOnly },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'digitain');
        if (!user) return reply;
        // The project name of this deployment is the brand id.
        if (request.headers[partnerHeader] !== context.brand.id) {
          return reply.code(403).send({
            success: false,
            data: [],
            errorMessage: 'Unknown partner',
            codeStatus: refusedCode,
          });
        }
        const { token, expiresAt } = issueToken(context, 'digitain', user.id);
        return success({ token, partner: context.brand.id, expires_at: expiresAt });
      },
    );

    app.post('/api/digitain/GenToken', { schema: emptyBody }, (request, reply) => {
      const user = requireProviderPlayer(context, request, reply, 'digitain');
      if (!user) return reply;
      const { token, expiresAt } = issueToken(context, 'digitain', user.id);
      return success({ token, expires_at: expiresAt });
    });

    app.post<{ Body: HistoryBody }>(
      '/api/digitain/GetBetsHistory',
      { schema: historySchema },
      (request, reply) => {
        const owner = tokenOwner(context, bearerToken(request), ['digitain']);
        if (!owner || isProviderBanned(context, owner.userId, 'digitain')) {
          return reply.code(401).send(failure('Token invalid or expired', notLoggedInCode));
        }
        const { count, page, start_date: from, end_date: to } = request.body;
        return success(
          sportsbookHistory(context.database, 'digitain', owner.userId, { count, page, from, to }),
        );
      },
    );
    done();
  };
}
