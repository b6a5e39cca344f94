import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { demoTablesScript } from '../../../html/demoTables/script.ts';
import { tableData, tableStage } from '../../../html/demoTables/stage.ts';
import { html } from '../../../html/template.ts';
import { addFramePage, textQuery } from '../shared/framePage.ts';
import { renderPage } from '../shared/html.ts';
import { shortLanguage, type Language, type Localized } from '../shared/language.ts';
import { sendSvg, svgFileId } from '../../../svg.ts';
import { demoHeading, integrationDetails, sessionExpiredNote } from '../shared/demo.ts';
import { hueOf, svgFileParams, tileCacheControl, tileSvg } from '../shared/svg.ts';
import { tokenStatus, withTokenCountdown } from '../shared/tokenStatus.ts';
import { tokenOwner, type TokenProvider } from '../shared/tokens.ts';
import {
  categoryNames,
  liveTables,
  liveTableUrl,
  tablesOf,
  type LiveTable,
  type LiveTableProvider,
} from './catalogue.ts';
import { liveTableScript } from './script.ts';

const providerNames: Record<LiveTableProvider, string> = {
  betgames: 'BetGames',
  fiable: 'Fiable',
  ezugi: 'Ezugi',
  'live-casino': 'Live Casino',
};

const liveTableProviders: readonly TokenProvider[] = ['betgames', 'fiable', 'ezugi', 'live-casino'];

const texts: Record<
  'title' | 'demoTable' | 'lobby' | 'limits' | 'waiting' | 'results' | 'unknownTable' | 'note',
  Localized
> = {
  title: { es: 'Mesa en vivo', en: 'Live table', pt: 'Mesa ao vivo' },
  demoTable: { es: 'Mesa', en: 'table', pt: 'Mesa' },
  lobby: { es: 'Mesas', en: 'Tables', pt: 'Mesas' },
  limits: { es: 'Límites', en: 'Limits', pt: 'Limites' },
  waiting: { es: 'Próxima ronda en', en: 'Next round in', pt: 'Próxima ronda em' },
  results: { es: 'Resultados', en: 'Results', pt: 'Resultados' },
  unknownTable: { es: 'Mesa desconocida', en: 'Unknown table', pt: 'Mesa desconhecida' },
  note: {
    es: 'Rondas de demostración sin apuesta: muestran cómo es la mesa, no mueven dinero.',
    en: 'Demo rounds without a stake: they show what the table is like and move no money.',
    pt: 'Rondas de demonstração sem aposta: mostram como é a mesa e não movem dinheiro.',
  },
};

interface PageQuery {
  token?: string;
  lang?: string;
  table?: string;
}

const pageQuery = textQuery({ token: 200, lang: 10, table: 40 });

function tableArea(table: LiveTable, lang: Language) {
  return html`<section id="table" data-table="${table.id}" data-category="${table.category}">
    <h2>${table.name}</h2>
    <p class="muted">
      ${categoryNames[table.category][lang]} · ${texts.limits[lang]} ${table.minBet}–${table.maxBet}
    </p>
    ${tableStage(table.category, lang)}
    <p id="round-status" class="round-status" role="status" aria-live="polite"></p>
    <p>${texts.waiting[lang]} <strong id="round-countdown"></strong></p>
    <p class="demo-note">${texts.note[lang]}</p>
    <h2>${texts.results[lang]}</h2>
    <ol id="round-results"></ol>
  </section>`;
}

function lobby(
  provider: LiveTableProvider,
  current: string | undefined,
  token: string,
  lang: Language,
) {
  return html`<h2>${texts.lobby[lang]}</h2>
    <ul class="cards">
      ${tablesOf(provider).map(
        (table) =>
          html`<li>
            <a
              href="${liveTableUrl(token, lang, table.id)}"
              ${table.id === current ? html`aria-current="page"` : null}
            >
              <img
                src="${`/demo/live-table/images/${table.id}.svg`}"
                alt=""
                width="120"
                height="90"
              /><br />${table.name}</a
            >
            <br /><span class="muted">${categoryNames[table.category][lang]}</span>
          </li>`,
      )}
    </ul>`;
}

function livePage(context: PlatformContext, query: PageQuery): { status: number; page: string } {
  const lang = shortLanguage(query.lang);
  const token = query.token ?? '';
  const owner = tokenOwner(context, token, liveTableProviders);
  const provider = owner?.provider as LiveTableProvider | undefined;
  const table =
    provider && query.table
      ? tablesOf(provider).find((item) => item.id === query.table)
      : undefined;
  const missingTable = Boolean(provider && query.table && !table);
  const title = provider
    ? demoHeading(texts.demoTable, providerNames[provider], lang)
    : texts.title[lang];
  const body = html`<header>
      <h1>${title}</h1>
      ${integrationDetails(
        lang,
        html`<p id="frame-language">lang=${lang}</p>
          ${tokenStatus(context, lang, owner)}`,
      )}
    </header>
    <main>
      ${owner ? null : sessionExpiredNote(lang)}
      ${missingTable ? html`<p class="bad">${texts.unknownTable[lang]}</p>` : null}
      ${table ? tableArea(table, lang) : null}
      ${provider ? lobby(provider, table?.id, token, lang) : null}
    </main>`;
  return {
    status: missingTable ? 404 : 200,
    page: renderPage({
      lang,
      title,
      script: '/demo/live-table/app.js',
      body,
      data: table ? tableData(lang) : undefined,
    }),
  };
}

/** The demo live table page every live-table token and the live-casino frame open. */
export function liveTablePages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    addFramePage<PageQuery>(app, {
      path: '/demo/live-table',
      schema: pageQuery,
      render: (query) => livePage(context, query),
      script: withTokenCountdown(demoTablesScript + liveTableScript),
    });
    app.get<{ Params: { file: string } }>(
      '/demo/live-table/images/:file',
      { schema: svgFileParams },
      (request, reply) => {
        const table = liveTables.find((item) => item.id === svgFileId(request.params.file));
        if (!table) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return sendSvg(
          reply,
          tileSvg(table.name, providerNames[table.provider], hueOf(table.id)),
          tileCacheControl,
        );
      },
    );
    done();
  };
}
