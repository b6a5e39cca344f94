import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { html } from '../../../html/template.ts';
import { addFramePage, textQuery } from '../shared/framePage.ts';
import { renderPage } from '../shared/html.ts';
import { shortLanguage, type Language, type Localized } from '../shared/language.ts';
import { demoHeading, integrationDetails, sessionExpiredNote } from '../shared/demo.ts';
import { tokenStatus, withTokenCountdown } from '../shared/tokenStatus.ts';
import { tokenOwner } from '../shared/tokens.ts';
import { feedEventList } from './events.ts';
import { betStatusNames, sportsbookTexts } from './labels.ts';

/** The app's /digsport categories, which are the digital sportsbook's initial routes. */
export const digsportRoutes = ['home', 'live', 'history'] as const;
type DigsportRoute = (typeof digsportRoutes)[number];

const routeNames: Record<DigsportRoute, Localized> = {
  home: { es: 'Inicio', en: 'Home', pt: 'Início' },
  live: { es: 'En vivo', en: 'Live', pt: 'Ao vivo' },
  history: { es: 'Historial', en: 'History', pt: 'Histórico' },
};

const texts: Record<'loading' | 'more' | 'empty' | 'failed', Localized> = {
  loading: { es: 'Cargando…', en: 'Loading…', pt: 'A carregar…' },
  more: { es: 'Más', en: 'More', pt: 'Mais' },
  empty: { es: 'Sin apuestas', en: 'No bets', pt: 'Sem apostas' },
  failed: {
    es: 'No se pudo cargar el historial',
    en: 'Could not load the history',
    pt: 'Não foi possível carregar o histórico',
  },
};

interface BootQuery {
  token?: string;
  lang?: string;
  route?: string;
}

const bootQuery = textQuery({ token: 200, lang: 10, route: 20 });

const isRoute = (value: string | undefined): value is DigsportRoute =>
  digsportRoutes.some((route) => route === value);

function routeLink(route: DigsportRoute, current: DigsportRoute, lang: Language, token: string) {
  const href = `/demo/digsport/?${new URLSearchParams({ token, lang, route }).toString()}`;
  return html`<a
    href="${href}"
    data-route="${route}"
    ${route === current ? html`aria-current="page"` : null}
    >${routeNames[route][lang]}</a
  >`;
}

function bootPage(context: PlatformContext, query: BootQuery): string {
  const lang = shortLanguage(query.lang);
  const route = isRoute(query.route) ? query.route : 'home';
  const token = query.token ?? '';
  const owner = tokenOwner(context, token, ['digitain']);
  const section = (name: DigsportRoute, content: ReturnType<typeof html>) =>
    html`<section data-route="${name}" ${name === route ? null : html`hidden`}>
      ${content}
    </section>`;
  const labels = {
    statuses: betStatusNames.map((name) => name[lang]),
    loading: texts.loading[lang],
    empty: texts.empty[lang],
    failed: texts.failed[lang],
  };
  const heading = demoHeading(sportsbookTexts.sportsbook, 'Digitain', lang);
  const body = html`<header>
      <h1>${heading}</h1>
      <p class="demo-note">${sportsbookTexts.note[lang]}</p>
      ${integrationDetails(
        lang,
        html`<p id="frame-language">lang=${lang}, route=${route}</p>
          ${tokenStatus(context, lang, owner)}`,
      )}
    </header>
    <nav>${digsportRoutes.map((target) => routeLink(target, route, lang, token))}</nav>
    <main>
      ${owner ? null : sessionExpiredNote(lang)}
      ${section('home', feedEventList(context, 'upcoming', lang))}
      ${section('live', feedEventList(context, 'live', lang))}
      ${section(
        'history',
        html`<p id="history-state" class="muted"></p>
          <table>
            <tbody id="history-rows"></tbody>
          </table>
          <button type="button" class="button" id="history-more" hidden>
            ${texts.more[lang]}
          </button>`,
      )}
    </main>`;
  return renderPage({
    lang,
    title: `${heading}: ${routeNames[route][lang]}`,
    script: '/demo/digsport/app.js',
    body,
    data: { route, token, labels: JSON.stringify(labels) },
  });
}

/**
 * The digital sportsbook's boot page: the app frames /demo/digsport/?token&lang&route and the page
 * switches routes itself, reading the history with its token (GetBetsHistory).
 */
export function digsportPages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    addFramePage<BootQuery>(app, {
      path: '/demo/digsport',
      schema: bootQuery,
      render: (query) => bootPage(context, query),
      script: digsportScript,
    });
    done();
  };
}

const digsportScript = withTokenCountdown(`var data = document.body.dataset;
var labels = JSON.parse(data.labels || '{}');
var historyPage = 0;
var historyLoaded = 0;
var stateLine = document.getElementById('history-state');
var rows = document.getElementById('history-rows');
var more = document.getElementById('history-more');

function cell(row, text) {
  var td = document.createElement('td');
  td.textContent = text;
  row.appendChild(td);
}

function loadHistory() {
  historyPage += 1;
  stateLine.textContent = labels.loading;
  fetch('/api/digitain/GetBetsHistory', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + data.token },
    body: JSON.stringify({ count: 10, page: historyPage })
  })
    .then(function (response) { return response.json(); })
    .then(function (envelope) {
      if (!envelope.success) throw new Error(envelope.errorMessage);
      envelope.data.bets.forEach(function (bet) {
        var row = document.createElement('tr');
        cell(row, new Date(bet.date).toLocaleString());
        cell(row, bet.event + ' · ' + bet.market + ': ' + bet.selection + ' @ ' + bet.coef.toFixed(2));
        cell(row, bet.amount.toFixed(2) + ' ' + bet.currency);
        cell(row, labels.statuses[bet.status] || '');
        rows.appendChild(row);
      });
      historyLoaded += envelope.data.bets.length;
      stateLine.textContent = envelope.data.count === 0 ? labels.empty : historyLoaded + ' / ' + envelope.data.count;
      more.hidden = historyLoaded >= envelope.data.count;
    })
    .catch(function () {
      historyPage -= 1;
      stateLine.textContent = labels.failed;
    });
}

function show(route) {
  document.querySelectorAll('section[data-route]').forEach(function (section) {
    section.hidden = section.dataset.route !== route;
  });
  document.querySelectorAll('nav a[data-route]').forEach(function (link) {
    if (link.dataset.route === route) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
  if (route === 'history' && historyPage === 0) loadHistory();
}

document.querySelectorAll('nav a[data-route]').forEach(function (link) {
  link.addEventListener('click', function (event) {
    event.preventDefault();
    history.replaceState(null, '', link.href);
    show(link.dataset.route);
  });
});
more.addEventListener('click', loadHistory);
show(data.route);
`);
