import type { FastifyPluginCallback } from 'fastify';
import { html } from '../../../html/template.ts';
import { addPageScript, renderPage, safeReturnUrl, sendPage } from '../shared/html.ts';
import { shortLanguage } from '../shared/language.ts';
import { defaultInbetKf, inbetLanguages } from './coefficients.ts';
import { inbetHostScript, inbetLauncherScript } from './launcherScript.ts';
import { inbetPaths } from './routes.ts';

interface HostQuery {
  game?: string;
  token?: string;
  lang?: string;
  currency?: string;
  kf?: number;
  home?: string;
}

const hostQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      game: { type: 'string', maxLength: 60 },
      token: { type: 'string', maxLength: 200 },
      lang: { type: 'string', maxLength: 10 },
      currency: { type: 'string', maxLength: 10 },
      kf: { type: 'number', exclusiveMinimum: 0, maximum: 1000000 },
      home: { type: 'string', maxLength: 500 },
    },
  },
} as const;

/**
 * The launcher script, and a stand-alone page that hosts it (the app itself loads the script and
 * calls init in its /slots/inbet/{gameId} route; the page is for trying the launcher directly).
 */
export function inbetPages(): FastifyPluginCallback {
  return function register(app, _options, done) {
    addPageScript(app, inbetPaths.script, inbetLauncherScript);
    addPageScript(app, '/demo/inbet/page.js', inbetHostScript);
    for (const path of ['/demo/inbet', '/demo/inbet/']) {
      app.get<{ Querystring: HostQuery }>(path, { schema: hostQuery }, (request, reply) => {
        const { query } = request;
        const lang = shortLanguage(query.lang);
        const body = html`<main><div id="inbet-game"></div></main>`;
        return sendPage(
          reply,
          renderPage({
            lang,
            title: `Inbet · ${query.game ?? ''}`,
            script: [inbetPaths.script, '/demo/inbet/page.js'],
            body,
            data: {
              path: inbetPaths.path,
              game: query.game ?? '',
              billing: inbetPaths.billing,
              token: query.token ?? '',
              coefficient: query.kf ?? defaultInbetKf,
              currency: query.currency ?? '',
              language: inbetLanguages[lang].code,
              home: safeReturnUrl(query.home, inbetPaths.home),
            },
          }),
        );
      });
    }
    done();
  };
}
