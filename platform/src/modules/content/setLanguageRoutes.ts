import type { FastifyPluginCallback } from 'fastify';
import { currentUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { languageFromId, languageIds, longLanguageCodes } from './languages.ts';

/**
 * POST /api/bs3/remote/SetLanguage {languageId}: the line service's language for the player
 * (casino-and-account spec, section 7). The id is numeric (en 1, pt 8, es 9) or a short or long
 * code. A guest's choice lives in the app only, so guests get success without anything stored.
 */
export function setLanguageRoutes(context: PlatformContext): FastifyPluginCallback {
  const storeLanguage = context.database.prepare('UPDATE users SET lang = ? WHERE id = ?');

  return function register(app, _options, done) {
    app.post<{ Body: { languageId: number | string } }>(
      '/api/bs3/remote/SetLanguage',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['languageId'],
            properties: {
              // String first: the validator's type coercion would otherwise read `true` as id 1.
              languageId: {
                anyOf: [
                  { type: 'string', minLength: 1, maxLength: 16 },
                  { type: 'integer', minimum: 0, maximum: 999 },
                ],
              },
            },
          },
        },
      },
      (request, reply) => {
        const language = languageFromId(request.body.languageId);
        if (!language) {
          return reply
            .code(400)
            .send(failure(`Unknown language ${String(request.body.languageId)}`, 400));
        }
        const lang = longLanguageCodes[language];
        const user = currentUser(context, request);
        if (user) storeLanguage.run(lang, user.id);
        return success({ languageId: languageIds[language], lang, stored: user !== undefined });
      },
    );
    done();
  };
}
