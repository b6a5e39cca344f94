import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { formatDateTime, formatMoney } from '../shared/format.ts';
import { feedEventList } from './events.ts';
import { betStatusNames, sportsbookTexts } from './labels.ts';
import { html } from '../../../html/template.ts';
import { addPageScript, renderPage, sendPage } from '../shared/html.ts';
import {
  shortLanguage,
  sportsbookLanguage,
  type Language,
  type Localized,
} from '../shared/language.ts';
import { demoHeading, integrationDetails, sessionExpiredNote } from '../shared/demo.ts';
import { tokenStatus, withTokenCountdown } from '../shared/tokenStatus.ts';
import { tokenOwner } from '../shared/tokens.ts';
import { sportsbookHistory } from './history.ts';

/** The sportsbook's own paths for the app's categories: live, prematch and history. */
export const bcSections = ['live', 'sports', 'bet-history'] as const;
type BcSection = (typeof bcSections)[number];

const sectionNames: Record<BcSection, Localized> = {
  live: { es: 'En vivo', en: 'Live', pt: 'Ao vivo' },
  sports: { es: 'Prepartido', en: 'Prematch', pt: 'Pré-jogo' },
  'bet-history': { es: 'Historial de apuestas', en: 'Bet history', pt: 'Histórico de apostas' },
};

const texts: Record<'noBets' | 'signIn' | 'page', Localized> = {
  noBets: { es: 'Sin apuestas', en: 'No bets', pt: 'Sem apostas' },
  signIn: {
    es: 'Inicie sesión de nuevo para ver sus apuestas.',
    en: 'Sign in again to see your bets.',
    pt: 'Inicie sessão novamente para ver as suas apostas.',
  },
  page: { es: 'Página', en: 'Page', pt: 'Página' },
};

interface PageQuery {
  lang?: string;
  token?: string;
  page?: number;
}

const pageQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: { type: 'string', maxLength: 10 },
      token: { type: 'string', maxLength: 200 },
      page: { type: 'integer', minimum: 1, maximum: 10000 },
    },
  },
} as const;

const historyPageSize = 10;

function sectionLink(section: BcSection, current: BcSection, lang: Language, token: string) {
  const href = `/demo/bc/${section}?${new URLSearchParams({ lang: sportsbookLanguage[lang], token }).toString()}`;
  return html`<a href="${href}" ${current === section ? html`aria-current="page"` : null}
    >${sectionNames[section][lang]}</a
  >`;
}

function betHistory(context: PlatformContext, userId: number, lang: Language, query: PageQuery) {
  const page = query.page ?? 1;
  const { bets, count } = sportsbookHistory(context.database, 'bc', userId, {
    page,
    count: historyPageSize,
  });
  if (count === 0) return html`<p class="muted">${texts.noBets[lang]}</p>`;
  const pages = Math.ceil(count / historyPageSize);
  const pageLink = (target: number) =>
    html`<a
      href="${`/demo/bc/bet-history?${new URLSearchParams({ lang: sportsbookLanguage[lang], token: query.token ?? '', page: String(target) }).toString()}`}"
      ${target === page ? html`aria-current="page"` : null}
      >${target}</a
    >`;
  return html`<table>
      <tbody>
        ${bets.map(
          (bet) =>
            html`<tr data-bet-id="${bet.id}">
              <td>${formatDateTime(bet.date)}</td>
              <td>
                ${bet.event}<br /><span class="muted"
                  >${bet.market}: ${bet.selection} @ ${bet.coef.toFixed(2)}</span
                >
              </td>
              <td>${formatMoney(bet.amount, bet.currency)}</td>
              <td>${betStatusNames[bet.status]?.[lang] ?? ''}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <nav aria-label="${texts.page[lang]}">
      ${Array.from({ length: pages }, (_, index) => pageLink(index + 1))}
    </nav>`;
}

/** Frame pages of the embedded sportsbook the app shows at /bc/{category}. */
export function bcPages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    for (const section of bcSections) {
      app.get<{ Querystring: PageQuery }>(
        `/demo/bc/${section}`,
        { schema: pageQuery },
        (request, reply) => {
          const lang = shortLanguage(request.query.lang);
          const token = request.query.token ?? '';
          const owner = tokenOwner(context, token, ['bc']);
          const content =
            section === 'bet-history'
              ? owner
                ? betHistory(context, owner.userId, lang, request.query)
                : html`<p class="bad">${texts.signIn[lang]}</p>`
              : feedEventList(context, section === 'live' ? 'live' : 'upcoming', lang);
          const heading = demoHeading(sportsbookTexts.sportsbook, 'BetConstruct', lang);
          const body = html`<header>
              <h1>${heading}</h1>
              <p class="demo-note">${sportsbookTexts.note[lang]}</p>
              ${integrationDetails(
                lang,
                html`<p id="frame-language">lang=${sportsbookLanguage[lang]}</p>
                  ${tokenStatus(context, lang, owner)}`,
              )}
            </header>
            <nav>${bcSections.map((target) => sectionLink(target, section, lang, token))}</nav>
            <main id="section" data-section="${section}">
              <h2>${sectionNames[section][lang]}</h2>
              ${owner || section === 'bet-history' ? null : sessionExpiredNote(lang)}${content}
            </main>`;
          return sendPage(
            reply,
            renderPage({
              lang,
              title: `${heading}: ${sectionNames[section][lang]}`,
              script: '/demo/bc/app.js',
              body,
              data: { section },
            }),
          );
        },
      );
    }

    addPageScript(app, '/demo/bc/app.js', bcScript);
    done();
  };
}

// Live scores move: the live section reloads itself every 30 s (the token stays in the URL).
const bcScript = withTokenCountdown(`if (document.body.dataset.section === 'live') {
  setTimeout(function () { location.reload(); }, 30000);
}
`);
