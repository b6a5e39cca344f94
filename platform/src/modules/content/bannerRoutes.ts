import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import type { PageAnswers } from '../types.ts';
import { failure, success } from '../../envelope.ts';
import { bannerImage, bannerPaths, bannerSvg, createBanners, type BannerRow } from './banners.ts';
import type { BannerKind } from './bannerTypes.ts';
import { langProperty, resolveLanguage } from './languages.ts';
import { langOnlyQuery } from '../../querySchemas.ts';
import { sendSvg } from '../../svg.ts';

const langQuery = langOnlyQuery(langProperty);

const imageSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[0-9]{1,9}\\.svg$' } },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: langProperty,
      v: { type: 'string', maxLength: 32 },
    },
  },
} as const;

/** What each list call answers per banner. */
const listItem: Record<BannerKind, (row: BannerRow) => object> = {
  slide: (row) => ({ id: row.id, url: row.url, url_image: bannerImage(row).url, title: row.title }),
  ad: (row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    image: bannerImage(row),
    active: row.active === 1,
  }),
  // The spec's Image is {localPath, url}; `link` is the route the modal's button opens.
  imo: (row) => ({
    id: row.id,
    name: row.slug,
    title: row.title,
    ...bannerImage(row),
    link: row.url,
  }),
};

/**
 * The slider's slides as `/api/site/slides` answers them, for a landing page drawn on the server:
 * its first screen shows the slider as the app will, first slide included.
 */
export function slideAnswers(context: PlatformContext): PageAnswers {
  const banners = createBanners(context.database);
  return (apiPath, query) =>
    apiPath === bannerPaths.slide.list
      ? banners.active('slide', resolveLanguage(query.lang)).map(listItem.slide)
      : undefined;
}

/**
 * Slider, ads and promo images (casino-and-account spec, sections 2, 3 and 7), each with the
 * SVG artwork the platform renders in the banner's language.
 */
export function bannerRoutes(context: PlatformContext): FastifyPluginCallback {
  const banners = createBanners(context.database);

  return function register(app, _options, done) {
    for (const kind of ['slide', 'ad', 'imo'] as const) {
      const { list } = bannerPaths[kind];
      app.get<{ Querystring: { lang?: string } }>(
        list,
        { schema: { querystring: langQuery } },
        (request) =>
          success(banners.active(kind, resolveLanguage(request.query.lang)).map(listItem[kind])),
      );

      app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
        `${list}/image/:file`,
        { schema: imageSchema },
        (request, reply) => {
          const id = Number.parseInt(request.params.file, 10);
          const row = banners.one(kind, id, resolveLanguage(request.query.lang));
          if (!row) return reply.code(404).send(failure(`No ${kind} ${id}`, 404));
          // The address carries a version of the artwork, so it may be kept for good.
          return sendSvg(reply, bannerSvg(row), 'public, max-age=31536000, immutable');
        },
      );
    }
    done();
  };
}
