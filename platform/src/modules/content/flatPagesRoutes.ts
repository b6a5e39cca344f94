import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { fallbackLanguage, resolveLanguage } from './languages.ts';

interface FlatPageRow {
  id: number;
  id_name: string;
  name: string;
  priority: number;
  text: string;
}

/**
 * GET /api/site/flatpages/list/{language}: every flat page with its HTML, sorted by priority
 * (casino-and-account spec, section 3). A page missing in the language falls back to Spanish.
 */
export function flatPagesRoutes(context: PlatformContext): FastifyPluginCallback {
  const pagesInLanguage = context.database.prepare(
    `SELECT id, id_name, name, priority, text FROM flat_pages AS page
     WHERE lang = @lang OR (lang = @fallback AND NOT EXISTS (
       SELECT 1 FROM flat_pages AS own WHERE own.id = page.id AND own.lang = @lang))
     ORDER BY priority, id`,
  );

  return function register(app, _options, done) {
    app.get<{ Params: { language: string } }>(
      '/api/site/flatpages/list/:language',
      {
        schema: {
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['language'],
            properties: { language: { type: 'string', minLength: 1, maxLength: 16 } },
          },
        },
      },
      (request) => {
        const rows = pagesInLanguage.all({
          lang: resolveLanguage(request.params.language),
          fallback: fallbackLanguage,
        }) as FlatPageRow[];
        return success(
          rows.map((row) => ({
            name: row.name,
            priority: row.priority,
            id_name: row.id_name,
            id: row.id,
            text: row.text,
          })),
        );
      },
    );
    done();
  };
}
