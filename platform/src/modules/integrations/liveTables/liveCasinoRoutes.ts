import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { refusedCode, requireProviderPlayer } from '../shared/guards.ts';
import { shortLanguage } from '../shared/language.ts';
import { issueToken } from '../shared/tokens.ts';
import {
  findTable,
  liveTableCategories,
  liveTableUrl,
  type LiveTableCategory,
} from './catalogue.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

interface TableInput {
  table_id: string;
  category: LiveTableCategory;
  language?: string;
}

const tableProperties = {
  table_id: { type: 'string', minLength: 1, maxLength: 40 },
  category: { type: 'string', enum: liveTableCategories },
  language: { type: 'string', maxLength: 10 },
} as const;

const tableInput = (where: 'querystring' | 'body') => ({
  [where]: {
    type: 'object',
    additionalProperties: false,
    required: ['table_id', 'category'],
    properties: tableProperties,
  },
});

/**
 * The live-casino frame: the game URL call (→ game_lobby_link) and the session start (→ the
 * frame address). Both open the demo live table page with a one-hour live-casino token.
 */
export function liveCasinoRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    const open = (path: string, method: 'GET' | 'POST', answer: (url: string) => object) =>
      app.route<{ Querystring: TableInput; Body: TableInput }>({
        method,
        url: path,
        schema: tableInput(method === 'GET' ? 'querystring' : 'body'),
        // The GET writes a token too.
        ...(method === 'GET' ? { preHandler: appRequestOnly } : {}),
        handler(request, reply) {
          const user = requireProviderPlayer(context, request, reply, 'liveCasino');
          if (!user) return reply;
          const input = method === 'GET' ? request.query : request.body;
          const table = findTable('live-casino', input.table_id);
          if (table?.category !== input.category) {
            return reply.code(404).send({
              success: false,
              data: [],
              errorMessage: 'Unknown table',
              codeStatus: refusedCode,
            });
          }
          const lang = shortLanguage(input.language ?? user.lang);
          const { token } = issueToken(context, 'live-casino', user.id);
          return success(answer(liveTableUrl(token, lang, table.id)));
        },
      });
    open('/api/live_casino/game_url', 'GET', (url) => ({ game_lobby_link: url }));
    // A real provider may answer with a script to load instead; the demo always gives a frame.
    open('/api/live_casino/session/start', 'POST', (url) => ({ type: 'frame', frame_url: url }));
    done();
  };
}
