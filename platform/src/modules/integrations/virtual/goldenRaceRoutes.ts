import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { UserRow } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { createGameSession } from '../shared/gameSessions.ts';
import { noQuery, refusedCode, requireProviderPlayer } from '../shared/guards.ts';
import { shortLanguage } from '../shared/language.ts';
import { racingGames } from './catalogue.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

interface LaunchInput {
  game_id: number;
  platform?: 'desktop' | 'mobile';
  lang?: string;
}

const launchProperties = {
  game_id: { type: 'integer', minimum: 1, maximum: 99999999 },
  platform: { type: 'string', enum: ['desktop', 'mobile'] },
  lang: { type: 'string', maxLength: 10 },
} as const;

const launchSchema = (where: 'querystring' | 'body') => ({
  [where]: {
    type: 'object',
    additionalProperties: false,
    required: ['game_id'],
    properties: launchProperties,
  },
});

/** The racing-simulation provider (golden race): game list, browser frame and session. */
export function goldenRaceRoutes(context: PlatformContext): FastifyPluginCallback {
  const open = (reply: FastifyReply, user: UserRow, input: LaunchInput) => {
    const game = racingGames.find((candidate) => candidate.id === input.game_id);
    if (!game) {
      void reply
        .code(404)
        .send({ success: false, data: [], errorMessage: 'Unknown game', codeStatus: refusedCode });
      return undefined;
    }
    const session = createGameSession(context, {
      provider: 'golden-race',
      userId: user.id,
      gameId: String(game.id),
      platform: input.platform ?? 'mobile',
      lang: shortLanguage(input.lang ?? user.lang),
    });
    return { sessionId: session.id, sessionUrl: `/demo/golden-race/?session=${session.id}` };
  };

  return function register(app, _options, done) {
    app.get('/api/golden_race/game_list', { schema: noQuery }, (request, reply) => {
      const user = requireProviderPlayer(context, request, reply, 'goldenrace');
      if (!user) return reply;
      return success(
        racingGames.map((game) => ({
          id: game.id,
          name: game.name,
          imageUrl: `/demo/golden-race/images/${game.id}.svg`,
        })),
      );
    });

    // The app navigates the browser to `url`; /virtual-games/golden-race/{gameID} asks with
    // platform=mobile.
    app.get<{ Querystring: LaunchInput }>(
      '/api/golden_race/open_frame',
      { schema: launchSchema('querystring'), preHandler: appRequestOnly },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'goldenrace');
        if (!user) return reply;
        const launched = open(reply, user, request.query);
        return launched ? success({ url: launched.sessionUrl }) : reply;
      },
    );

    app.post<{ Body: LaunchInput }>(
      '/api/golden_race/create_session',
      { schema: launchSchema('body') },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'goldenrace');
        if (!user) return reply;
        const launched = open(reply, user, request.body);
        return launched ? success(launched) : reply;
      },
    );
    done();
  };
}
