import type { FastifyPluginCallback } from 'fastify';
import { failure } from '../../../envelope.ts';
import { sendSvg } from '../../../svg.ts';
import { flagSvg } from '../catalog/flags.ts';

const flagSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[0-9]{1,6}\\.svg$' } },
  },
} as const;

/** GET /api/feed/flags/{countryId}.svg: a country's flag (404 for an unknown country). */
export function flagRoutes(): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get<{ Params: { file: string } }>(
      '/api/feed/flags/:file',
      { schema: flagSchema },
      (request, reply) => {
        const svg = flagSvg(Number.parseInt(request.params.file, 10));
        if (!svg) return reply.code(404).send(failure('Unknown country', 404));
        return sendSvg(reply, svg, 'public, max-age=86400');
      },
    );
    done();
  };
}
