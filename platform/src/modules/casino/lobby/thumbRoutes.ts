import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { failure } from '../../../envelope.ts';
import { sendSvg, svgFileId } from '../../../svg.ts';
import { gameByProviderId } from '../catalogue/games.ts';
import { providerName } from '../catalogue/providers.ts';
import { jackpotLevels, jackpotNames } from '../jackpots/jackpotRules.ts';
import { gameThumbnailSvg, jackpotImageSvg } from './thumbnails.ts';

const svgFile = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[A-Za-z0-9-]{1,60}\\.svg$' } },
  },
} as const;

// A game's picture depends only on its catalogue entry, which never changes under its id.
const cachedFor = (maxAgeSeconds: number) => `public, max-age=${maxAgeSeconds}, immutable`;

/**
 * Generated pictures: GET /api/casino/thumb/{gameId}.svg, .../thumb/evosw/{gameId}.svg (evolution
 * games keep 'evosw/' in the path, which the evolution filter looks for) and
 * .../thumb/jackpot/{level}.svg.
 */
export function thumbRoutes(context: PlatformContext): FastifyPluginCallback {
  const gameThumb = (file: string, reply: FastifyReply, route?: string) => {
    const game = gameByProviderId(context.database, svgFileId(file), route);
    if (!game) return reply.code(404).send(failure('No such game', 404));
    const svg = gameThumbnailSvg({
      gameId: game.game_id,
      gameName: game.game_name,
      providerName: providerName(game.provider),
      isLive: Boolean(game.is_live_game),
    });
    return sendSvg(reply, svg, cachedFor(31_536_000));
  };

  return function register(app, _options, done) {
    app.get<{ Params: { file: string } }>(
      '/api/casino/thumb/:file',
      { schema: svgFile },
      (request, reply) => gameThumb(request.params.file, reply),
    );
    app.get<{ Params: { file: string } }>(
      '/api/casino/thumb/evosw/:file',
      { schema: svgFile },
      (request, reply) => gameThumb(request.params.file, reply, 'evolution'),
    );
    app.get<{ Params: { file: string } }>(
      '/api/casino/thumb/jackpot/:file',
      { schema: svgFile },
      (request, reply) => {
        const level = jackpotLevels.find((candidate) => `${candidate}.svg` === request.params.file);
        if (!level) return reply.code(404).send(failure('No such jackpot level', 404));
        return sendSvg(reply, jackpotImageSvg(level, jackpotNames[level]), cachedFor(86_400));
      },
    );
    done();
  };
}
