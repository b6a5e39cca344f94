import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer } from '../../../auth/currentUser.ts';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { bannedProviders, notBannedSql } from '../access.ts';
import { descriptionOf, gameByProviderId, type GameRow } from '../catalogue/games.ts';
import { outcomeSections, type GameKind } from '../catalogue/providers.ts';
import { languageOf } from '../../../lang.ts';
import type { ContentLanguage } from '../language.ts';
import { languageParameter, launchGame } from './launch.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';

// prettier-ignore
const sectionNames: Readonly<Record<GameKind, Record<ContentLanguage, string>>> = {
  slot: { es: 'Tragamonedas', en: 'Slots', pt: 'Slots' },
  card: { es: 'Juegos de cartas', en: 'Card games', pt: 'Jogos de cartas' },
  roulette: { es: 'Ruleta', en: 'Roulette', pt: 'Roleta' },
  crash: { es: 'Crash', en: 'Crash', pt: 'Crash' },
  live: { es: 'Casino en vivo', en: 'Live casino', pt: 'Casino ao vivo' },
  race: { es: 'Carreras', en: 'Races', pt: 'Corridas' },
};

/**
 * The outcome aggregator: GET /api/outcome/games/list and POST /api/outcome/session/create.
 * Its games need a signed-in player (spec, section 6), its list included.
 */
export function outcomeRoutes(context: PlatformContext): FastifyPluginCallback {
  const list = context.database.prepare(
    `SELECT * FROM casino_games WHERE route_provider = 'outcome' AND ${notBannedSql} ORDER BY id`,
  );
  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/outcome/games/list',
      {
        schema: {
          querystring: langOnlyQuery(languageParameter),
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'Game lists are for players only');
        if (!user) return reply;
        const language = languageOf(request.query.lang ?? user.lang);
        const rows = list.all({
          banned: JSON.stringify(bannedProviders(context, user.id)),
        }) as GameRow[];
        return success({
          // Flash entries stay in: the provider's feed has them and the client drops them.
          Games: rows.map((row) => ({
            Id: Number(row.game_id),
            Name: row.game_name,
            Description: descriptionOf(row, language),
            Format: row.format,
            SectionId: row.section_id,
          })),
          Sections: (Object.keys(outcomeSections) as GameKind[]).map((kind) => ({
            Id: outcomeSections[kind],
            Name: sectionNames[kind][language],
          })),
        });
      },
    );

    app.post<{ Body: { game_id: number | string; lang?: string; isDesktop?: boolean } }>(
      '/api/outcome/session/create',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['game_id'],
            properties: {
              game_id: {
                anyOf: [
                  { type: 'integer', minimum: 1 },
                  { type: 'string', pattern: '^[0-9]{1,12}$' },
                ],
              },
              lang: languageParameter,
              isDesktop: { type: 'boolean' },
            },
          },
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const game = gameByProviderId(context.database, String(request.body.game_id), 'outcome');
        const launch = launchGame(context, reply, user, game, request.body);
        if (!launch) return reply;
        return success({ SessionUrl: launch.url, ExpiresAt: launch.expiresAt });
      },
    );
    done();
  };
}
