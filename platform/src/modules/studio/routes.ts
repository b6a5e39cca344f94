import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import {
  studioAssetKinds,
  studioPaths,
  type StudioAssetKind,
} from '../../../../schemas/studioApi.ts';
import { missingAccountHash, verifyPassword } from '../../auth/passwords.ts';
import { brandIdPattern } from '../../brandFile.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { rateLimit } from '../../rateLimit.ts';
import { createSignInThrottle, describeWait } from '../accounts/signInThrottle.ts';
import { readBrandImage, storeUpload } from './assets.ts';
import { studioCodes } from './codes.ts';
import { jsonDiff, parseSource } from './jsonDiff.ts';
import {
  endOperatorSession,
  findOperator,
  operatorAnswer,
  requireOperator,
  startOperatorSession,
  studioCookie,
  studioCookieOptions,
} from './operators.ts';
import { studioStore, type StudioFailure } from './store.ts';

const idSchema = { type: 'string', pattern: brandIdPattern.source, maxLength: 63 } as const;
const brandParams = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: idSchema },
  },
} as const;
const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const;
// As the players' sign-in: the throttle counts per account and address, this caps the route.
const loginLimit = { rateLimit: rateLimit({ max: 60, what: 'sign-in attempts' }) };

const isFailure = (value: object): value is StudioFailure => 'failure' in value;

/** The refusal of a store outcome, in the envelope (problems in `data.problems`). */
function refuse(reply: FastifyReply, outcome: StudioFailure): FastifyReply {
  switch (outcome.failure) {
    case 'unknown-brand':
      return reply.code(404).send(failure('No such brand', studioCodes.unknownBrand));
    case 'unknown-version':
      return reply.code(404).send(failure('No such version', studioCodes.unknownVersion));
    case 'brand-exists':
      return reply.code(409).send(failure('A brand has this id', studioCodes.brandExists));
    case 'invalid':
      return reply.code(422).send({
        ...failure('The brand breaks rules of brand:check', studioCodes.invalidBrand),
        data: { problems: outcome.problems },
      });
  }
}

const answer = <T extends object>(reply: FastifyReply, outcome: T | StudioFailure) =>
  isFailure(outcome) ? refuse(reply, outcome) : reply.send(success(outcome));

/** The brand studio's API (README.md in this folder lists every call and code). */
export function studioRoutes(context: PlatformContext): FastifyPluginCallback {
  const store = studioStore(context);
  const throttle = createSignInThrottle(() => context.clock.nowMs());

  return function register(app, _options, done) {
    app.post<{ Body: { email: string; password: string } }>(
      studioPaths.login,
      { schema: loginSchema, config: loginLimit },
      async (request, reply) => {
        const { email, password } = request.body;
        const operator = findOperator(context.database, email);
        const attempt = throttle.begin(
          request.ip,
          operator ? `operator:${String(operator.id)}` : `unknown:${email.trim().toLowerCase()}`,
        );
        if ('retryAfterMs' in attempt) {
          const wait = attempt.retryAfterMs;
          return reply
            .code(429)
            .header('retry-after', Math.ceil(wait / 1000))
            .send(failure(`Too many sign-in attempts; try again in ${describeWait(wait)}`, 429));
        }
        let matches: boolean;
        try {
          matches = await verifyPassword(
            password,
            operator?.password_hash ?? missingAccountHash,
            request.ip,
          );
        } catch (error) {
          attempt.abandoned();
          throw error;
        }
        if (!operator || !matches) {
          attempt.failed();
          return reply
            .code(401)
            .send(failure('Wrong e-mail or password', studioCodes.wrongCredentials));
        }
        attempt.succeeded();
        return startOperatorSession(context, reply, operator.id).send(
          success(operatorAnswer(operator)),
        );
      },
    );

    app.post(studioPaths.logout, (request, reply) => {
      const token = request.cookies[studioCookie];
      if (token) endOperatorSession(context.database, token);
      return reply.clearCookie(studioCookie, studioCookieOptions(request)).send(success(null));
    });

    app.get(studioPaths.me, (request, reply) => {
      const operator = requireOperator(context, request, reply);
      return operator ? success(operatorAnswer(operator)) : reply;
    });

    app.get(studioPaths.brands, (request, reply) => {
      if (!requireOperator(context, request, reply)) return reply;
      return success(store.list());
    });

    app.post<{ Body: { id: string; copyOf: string } }>(
      studioPaths.brands,
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'copyOf'],
            properties: { id: idSchema, copyOf: idSchema },
          },
        },
      },
      (request, reply) => {
        const operator = requireOperator(context, request, reply, 'editor');
        if (!operator) return reply;
        const { id, copyOf } = request.body;
        const outcome = store.create(id, copyOf, operator.id);
        return isFailure(outcome) ? refuse(reply, outcome) : reply.code(201).send(success(outcome));
      },
    );

    app.get<{ Params: { id: string } }>(
      studioPaths.draft(':id'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        return answer(reply, store.draft(request.params.id));
      },
    );

    app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
      studioPaths.draft(':id'),
      { schema: { ...brandParams, body: { type: 'object' } } },
      (request, reply) => {
        const operator = requireOperator(context, request, reply, 'editor');
        if (!operator) return reply;
        // An invalid draft is kept (work in progress): the answer lists its problems.
        return answer(reply, store.saveDraft(request.params.id, request.body, operator.id));
      },
    );

    app.get<{ Params: { id: string } }>(
      studioPaths.preview(':id'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        const outcome = store.preview(request.params.id);
        if (isFailure(outcome)) return refuse(reply, outcome);
        // The bare brand, as players' /brand.json: the preview frames load it in its place.
        return reply
          .header('Cache-Control', 'private, no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(outcome.brand));
      },
    );

    app.register(uploadRoutes(context, store));

    app.get<{ Params: { id: string; '*': string } }>(
      studioPaths.brandFile(':id', '*'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        const folder = store.folder(request.params.id);
        const image =
          folder === undefined ? undefined : readBrandImage(folder, request.params['*']);
        if (!image) return reply.code(404).send(failure('No such image', 404));
        return (
          reply
            .header('Cache-Control', 'private, no-store')
            // An SVG opened on its own runs nothing and loads nothing, whatever it holds.
            .header(
              'Content-Security-Policy',
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .type(image.type)
            .send(image.body)
        );
      },
    );

    app.post<{ Params: { id: string } }>(
      studioPaths.publish(':id'),
      { schema: brandParams },
      (request, reply) => {
        const operator = requireOperator(context, request, reply, 'publisher');
        if (!operator) return reply;
        return answer(reply, store.publish(request.params.id, operator.id));
      },
    );

    app.get<{ Params: { id: string } }>(
      studioPaths.versions(':id'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        const outcome = store.versions(request.params.id);
        return Array.isArray(outcome) ? success(outcome) : refuse(reply, outcome);
      },
    );

    app.post<{ Params: { id: string }; Body: { version: number } }>(
      studioPaths.rollback(':id'),
      {
        schema: {
          ...brandParams,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['version'],
            properties: { version: { type: 'integer', minimum: 1 } },
          },
        },
      },
      (request, reply) => {
        const operator = requireOperator(context, request, reply, 'publisher');
        if (!operator) return reply;
        const { id } = request.params;
        return answer(reply, store.rollback(id, request.body.version, operator.id));
      },
    );

    app.get<{ Params: { id: string } }>(
      studioPaths.audit(':id'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        const outcome = store.audit(request.params.id);
        return Array.isArray(outcome) ? success(outcome) : refuse(reply, outcome);
      },
    );

    app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
      studioPaths.diff(':id'),
      { schema: brandParams },
      (request, reply) => {
        if (!requireOperator(context, request, reply)) return reply;
        const from = diffTarget(request.query.from);
        const to = diffTarget(request.query.to);
        if (from === undefined || to === undefined) {
          return reply
            .code(400)
            .send(failure('from and to: a version number or "draft"', studioCodes.badDiffTarget));
        }
        const { id } = request.params;
        const before = store.sourceOf(id, from);
        if (typeof before !== 'string') return refuse(reply, before);
        const after = store.sourceOf(id, to);
        if (typeof after !== 'string') return refuse(reply, after);
        return success({
          from,
          to,
          changes: jsonDiff(parseSource(before) ?? null, parseSource(after) ?? null),
        });
      },
    );

    done();
  };
}

const largestUpload = Math.max(...Object.values(studioAssetKinds).map((kind) => kind.maxBytes));

/**
 * POST `studioPaths.assets(id)?kind=`: one image as the raw body (decision 032: no multipart, so
 * no form of another site can post one, and one file is all a setting takes). Its own scope: the
 * body parser for images and the size refusal apply to this route only.
 */
function uploadRoutes(
  context: PlatformContext,
  store: ReturnType<typeof studioStore>,
): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.addContentTypeParser(
      /^(?:image\/|application\/octet-stream)/,
      { parseAs: 'buffer', bodyLimit: largestUpload },
      (_request, body, parsed) => parsed(null, body),
    );
    app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send(failure('The file is too big', studioCodes.fileTooBig));
      }
      // Anything else is the platform's to answer.
      throw error;
    });
    app.post<{ Params: { id: string }; Querystring: { kind: StudioAssetKind }; Body: Buffer }>(
      studioPaths.assets(':id'),
      {
        bodyLimit: largestUpload,
        // Who may upload is known before the body is read: no one else's bytes are parsed.
        onRequest: async (request, reply) => {
          if (!requireOperator(context, request, reply, 'editor')) return reply;
        },
        schema: {
          ...brandParams,
          querystring: {
            type: 'object',
            required: ['kind'],
            properties: { kind: { type: 'string', enum: Object.keys(studioAssetKinds) } },
          },
        },
      },
      (request, reply) => {
        const folder = store.folder(request.params.id);
        if (folder === undefined) return refuse(reply, { failure: 'unknown-brand' });
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          return reply
            .code(415)
            .send(failure('Send the image as the body', studioCodes.refusedFile));
        }
        const outcome = storeUpload(folder, request.query.kind, body);
        if (outcome.ok) return reply.code(201).send(success(outcome.upload));
        if (outcome.reason === 'too-big') {
          return reply
            .code(413)
            .send(failure(`The file is over ${outcome.maxBytes} bytes`, studioCodes.fileTooBig));
        }
        return reply
          .code(415)
          .send(failure(`The file is refused: ${outcome.detail}`, studioCodes.refusedFile));
      },
    );
    done();
  };
}

/** A diff end: a version number or `draft`; undefined for anything else. */
function diffTarget(value: string | undefined): number | 'draft' | undefined {
  if (value === 'draft') return 'draft';
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}
