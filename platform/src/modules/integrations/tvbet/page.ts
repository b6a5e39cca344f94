import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { html } from '../../../html/template.ts';
import { addFramePage, textQuery } from '../shared/framePage.ts';
import { renderPage } from '../shared/html.ts';
import { shortLanguage, type Localized } from '../shared/language.ts';
import { demoHeading, integrationDetails, sessionExpiredNote } from '../shared/demo.ts';
import { tokenStatus, withTokenCountdown } from '../shared/tokenStatus.ts';
import { tokenOwner } from '../shared/tokens.ts';
import { tvbetClientId } from './routes.ts';
import { tvbetScript } from './script.ts';

/** The demo TV games; a draw runs every `cycleSeconds`. */
const games = [
  { id: 'lucky7', name: 'Lucky 7', cycleSeconds: 180 },
  { id: 'wheel', name: 'Wheel of Bets', cycleSeconds: 240 },
  { id: 'poker', name: 'Poker TV', cycleSeconds: 300 },
  { id: 'dice', name: 'Dice Duel', cycleSeconds: 120 },
  { id: 'keno', name: 'Keno 80', cycleSeconds: 300 },
  { id: 'war', name: 'Card War', cycleSeconds: 150 },
  { id: 'baccarat', name: 'Baccarat TV', cycleSeconds: 210 },
  { id: 'lotto', name: 'Lotto 5/36', cycleSeconds: 600 },
] as const;

const texts: Record<
  'title' | 'client' | 'nextDraw' | 'details' | 'rules' | 'top' | 'parent' | 'noParent',
  Localized
> = {
  title: { es: 'Juegos de TV', en: 'TV games', pt: 'Jogos de TV' },
  client: { es: 'Cliente', en: 'Client', pt: 'Cliente' },
  nextDraw: { es: 'Próximo sorteo en', en: 'Next draw in', pt: 'Próximo sorteio em' },
  details: { es: 'Detalles', en: 'Details', pt: 'Detalhes' },
  rules: {
    es: 'Sorteo en vivo de demostración. Las apuestas se aceptan hasta 10 s antes del sorteo.',
    en: 'A demo live draw. Bets are accepted until 10 s before the draw.',
    pt: 'Sorteio ao vivo de demonstração. Apostas aceites até 10 s antes do sorteio.',
  },
  top: { es: 'Volver arriba', en: 'Back to top', pt: 'Voltar ao topo' },
  parent: { es: 'Ventana de la app', en: 'App window', pt: 'Janela da app' },
  noParent: { es: 'sin datos todavía', en: 'no data yet', pt: 'sem dados ainda' },
};

interface FrameQuery {
  lng?: string;
  clientId?: string;
  token?: string;
}

const frameQuery = textQuery({ lng: 10, clientId: 64, token: 200 });

function framePage(context: PlatformContext, query: FrameQuery): string {
  const lang = shortLanguage(query.lng);
  const owner = tokenOwner(context, query.token, ['tvbet']);
  const clientId = query.clientId ?? '';
  const knownClient = clientId === tvbetClientId(context.brand.id);
  const title = demoHeading(texts.title, 'TVBET', lang);
  const body = html`<header>
      <h1>${title}</h1>
      ${integrationDetails(
        lang,
        html`<p id="frame-language">lng=${lang}</p>
          <p id="client-id" class="${knownClient ? 'ok' : 'bad'}">
            ${texts.client[lang]}: ${clientId}
          </p>
          ${tokenStatus(context, lang, owner)}
          <p>${texts.parent[lang]}: <span id="parent-viewport">${texts.noParent[lang]}</span></p>`,
      )}
    </header>
    <main>
      ${owner ? null : sessionExpiredNote(lang)}
      <ul class="cards">
        ${games.map(
          (game) =>
            html`<li data-game="${game.id}">
              <strong>${game.name}</strong><br />
              <span class="muted"
                >${texts.nextDraw[lang]} <span data-cycle="${game.cycleSeconds}"></span></span
              ><br />
              <button type="button" class="button" data-toggle="${game.id}">
                ${texts.details[lang]}
              </button>
              <p data-details="${game.id}" hidden>${texts.rules[lang]}</p>
            </li>`,
        )}
      </ul>
      <p>
        <button type="button" class="button primary" id="back-to-top">${texts.top[lang]}</button>
      </p>
    </main>`;
  return renderPage({ lang, title, script: '/demo/tvbet/app.js', body });
}

/** The TV-bet frame the /tv-bet page embeds; it talks to the app with postMessage (README). */
export function tvbetPages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    addFramePage<FrameQuery>(app, {
      path: '/demo/tvbet',
      schema: frameQuery,
      render: (query) => framePage(context, query),
      script: withTokenCountdown(tvbetScript),
    });
    done();
  };
}
