import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import type { BrandExtras } from './brandExtras.ts';
import { zipWithOneFile } from './demoApk.ts';
import { type ContentLanguage, langProperty, resolveLanguage } from './languages.ts';

/** The brand's Android app as the platform publishes it. */
export interface AndroidRelease {
  version: string;
  releasedAt: string;
  notes: Record<ContentLanguage, string>;
}

export const demoApkPath = '/demo/app/brand.apk';

const currentRelease: AndroidRelease = {
  version: '2.4.0',
  releasedAt: '2026-11-02',
  notes: {
    es: 'Cash-out más rápido, nuevo filtro de eventos en vivo y correcciones de estabilidad.',
    en: 'Faster cash-out, a new live-events filter and stability fixes.',
    pt: 'Cash-out mais rápido, novo filtro de eventos ao vivo e correções de estabilidade.',
  },
};

/**
 * Which brands publish an Android app (null: none, the download button stays disabled). A brand
 * not listed gets the default release, served by the platform at demoApkPath.
 */
export const androidReleasesByBrand: Readonly<Record<string, AndroidRelease | null>> = {
  costa: null,
};

export function androidReleaseOf(brandId: string): AndroidRelease | null {
  return brandId in androidReleasesByBrand
    ? (androidReleasesByBrand[brandId] ?? null)
    : currentRelease;
}

/** Projects the app updater knows; only the Android wrapper updates itself from a file. */
const updaterProjects = ['android'] as const;

/**
 * GET /api/site/download-url, the APK itself and POST /api/site/get_updates (casino-and-account
 * spec, sections 2 and 7: download URL and app-updater calls, paths not shown).
 */
export function downloadAppRoutes(
  context: PlatformContext,
  brand: BrandExtras,
): FastifyPluginCallback {
  const release = androidReleaseOf(context.brand.id);
  const downloadUrl = release ? demoApkPath : '';
  const apk = release
    ? zipWithOneFile(
        'README.txt',
        `${brand.name} for Android ${release.version} (demo build).\n` +
          'This archive stands in for the real APK on the demo platform; it cannot be installed.\n',
      )
    : undefined;

  return function register(app, _options, done) {
    app.get('/api/site/download-url', () => success({ downloadUrl }));

    app.get(demoApkPath, (_request, reply) => {
      if (!apk) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('application/vnd.android.package-archive')
        .header('Content-Disposition', `attachment; filename="${context.brand.id}.apk"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(apk);
    });

    app.post<{ Body: { project: string; lang?: string } }>(
      '/api/site/get_updates',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['project'],
            properties: {
              project: { type: 'string', minLength: 1, maxLength: 64 },
              lang: langProperty,
            },
          },
        },
      },
      (request, reply) => {
        const project = request.body.project.trim().toLowerCase();
        if (!(updaterProjects as readonly string[]).includes(project) || !release) {
          return reply
            .code(404)
            .send(failure(`No releases for project ${request.body.project}`, 404));
        }
        return success({
          project,
          version: release.version,
          url: downloadUrl,
          notes: release.notes[resolveLanguage(request.body.lang)],
          releasedAt: release.releasedAt,
        });
      },
    );
    done();
  };
}
