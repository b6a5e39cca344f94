import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { findGameSession, type GameSession } from '../shared/gameSessions.ts';
import { html, type SafeHtml } from '../../../html/template.ts';
import { addFramePage, textQuery } from '../shared/framePage.ts';
import { renderPage } from '../shared/html.ts';
import type { Language, Localized } from '../shared/language.ts';
import { sendSvg, svgFileId } from '../../../svg.ts';
import { hueOf, svgFileParams, tileCacheControl, tileSvg } from '../shared/svg.ts';
import { demoHeading, integrationDetails } from '../shared/demo.ts';
import { racingGames, virtualSportsGames, virtualTeams } from './catalogue.ts';
import { betRadarScript, goldenRaceScript } from './scripts.ts';

const texts: Record<'back' | 'expired' | 'start' | 'platform' | 'game', Localized> = {
  game: { es: 'Juego', en: 'game', pt: 'Jogo' },
  back: { es: 'Volver a los juegos', en: 'Back to the games', pt: 'Voltar aos jogos' },
  expired: {
    es: 'La sesión no existe o ha caducado.',
    en: 'The session does not exist or has expired.',
    pt: 'A sessão não existe ou expirou.',
  },
  start: { es: 'Empezar', en: 'Start', pt: 'Começar' },
  platform: { es: 'Plataforma', en: 'Platform', pt: 'Plataforma' },
};

const sessionQuery = textQuery({ session: 100 });

interface GamePage {
  title: string;
  /** Who the page stands in for: Golden Race, Betradar. */
  provider: string;
  back: string;
  script: string;
  lang: Language;
  content?: SafeHtml;
  session?: GameSession;
}

function gamePage(page: GamePage): { status: number; page: string } {
  const { lang, session } = page;
  const body = html`<header>
      <p class="demo-note">${demoHeading(texts.game, page.provider, lang)}</p>
      <h1>${page.title}</h1>
      ${
        session
          ? integrationDetails(
              lang,
              html`<p id="session-info">
                ${texts.platform[lang]}: ${session.platform} · lang=${lang}
              </p>`,
            )
          : null
      }
      <p><a class="button" id="back-link" href="${page.back}">${texts.back[lang]}</a></p>
    </header>
    <main>${page.content ?? html`<p class="bad">${texts.expired[lang]}</p>`}</main>`;
  return {
    status: session ? 200 : 404,
    page: renderPage({ lang, title: page.title, script: page.script, body }),
  };
}

function goldenRacePage(context: PlatformContext, id: string | undefined) {
  const session = findGameSession(context, 'golden-race', id);
  const game = session && racingGames.find((candidate) => String(candidate.id) === session.gameId);
  const lang = session?.lang ?? 'es';
  const content =
    game &&
    html`<section id="race" data-runners="${JSON.stringify(game.runners)}">
      <div id="tracks">
        ${game.runners.map(
          (runner, index) =>
            html`<div class="track">
              <span class="runner" data-runner="${index}">${index + 1}. ${runner}</span>
            </div>`,
        )}
      </div>
      <p>
        <button type="button" class="button primary" id="race-start">${texts.start[lang]}</button>
      </p>
      <p id="race-result" aria-live="polite"></p>
    </section>`;
  return gamePage({
    title: game?.name ?? 'Golden Race',
    provider: 'Golden Race',
    back: '/virtual-games/golden-race',
    script: '/demo/golden-race/app.js',
    lang,
    content,
    session,
  });
}

function betRadarPage(context: PlatformContext, id: string | undefined) {
  const session = findGameSession(context, 'betradar', id);
  const game =
    session && virtualSportsGames.find((candidate) => candidate.PageCode === session.gameId);
  const lang = session?.lang ?? 'es';
  const sport = game?.PageCode.split('_')[1] ?? 'football';
  const content =
    game &&
    html`<section id="match" data-teams="${JSON.stringify(virtualTeams[sport] ?? [])}">
      <h2 id="match-teams"></h2>
      <p><strong id="match-score">0:0</strong> <span class="muted" id="match-clock">0'</span></p>
      <p>
        <button type="button" class="button primary" id="match-start">${texts.start[lang]}</button>
      </p>
      <ol id="match-events"></ol>
    </section>`;
  return gamePage({
    title: game?.Trans[lang] ?? 'Virtual sports',
    provider: 'Betradar',
    back: '/bet-radar',
    script: '/demo/bet-radar/app.js',
    lang,
    content,
    session,
  });
}

/** The game pages the virtual-games sessions open, their scripts and their tile images. */
export function virtualPages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    const pages = [
      { prefix: '/demo/golden-race', render: goldenRacePage, script: goldenRaceScript },
      { prefix: '/demo/bet-radar', render: betRadarPage, script: betRadarScript },
    ];
    for (const { prefix, render, script } of pages) {
      addFramePage<{ session?: string }>(app, {
        path: prefix,
        schema: sessionQuery,
        render: (query) => render(context, query.session),
        script,
      });
    }

    app.get<{ Params: { file: string } }>(
      '/demo/golden-race/images/:file',
      { schema: svgFileParams },
      (request, reply) => {
        const game = racingGames.find(
          (candidate) => String(candidate.id) === svgFileId(request.params.file),
        );
        if (!game) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return sendSvg(
          reply,
          tileSvg(game.name, 'Golden Race', hueOf(game.name)),
          tileCacheControl,
        );
      },
    );
    app.get<{ Params: { file: string } }>(
      '/demo/bet-radar/images/:file',
      { schema: svgFileParams },
      (request, reply) => {
        const game = virtualSportsGames.find(
          (candidate) => candidate.PageCode === svgFileId(request.params.file),
        );
        if (!game) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return sendSvg(
          reply,
          tileSvg(game.Trans.en, game.MerchantName, hueOf(game.PageCode)),
          tileCacheControl,
        );
      },
    );
    done();
  };
}
