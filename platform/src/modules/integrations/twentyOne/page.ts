import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { minorDigits } from '../../../money/currency.ts';
import { demoTablesScript } from '../../../html/demoTables/script.ts';
import { html } from '../../../html/template.ts';
import { integrationDetails } from '../shared/demo.ts';
import { formatAmount } from '../shared/format.ts';
import { addFramePage } from '../shared/framePage.ts';
import { renderPage, safeReturnUrl } from '../shared/html.ts';
import { shortLanguage, type Localized } from '../shared/language.ts';
import { tokenStatus, withTokenCountdown } from '../shared/tokenStatus.ts';
import { tokenOwner } from '../shared/tokens.ts';
import { twentyOneScript } from './script.ts';

const texts: Record<
  'title' | 'balance' | 'player' | 'dealer' | 'bet' | 'deal' | 'hit' | 'stand' | 'home' | 'limits',
  Localized
> = {
  title: { es: 'Veintiuno', en: 'Twenty-one', pt: 'Vinte e um' },
  balance: { es: 'Saldo', en: 'Balance', pt: 'Saldo' },
  player: { es: 'Jugador', en: 'Player', pt: 'Jogador' },
  dealer: { es: 'Crupier', en: 'Dealer', pt: 'Croupier' },
  bet: { es: 'Apuesta', en: 'Bet', pt: 'Aposta' },
  deal: { es: 'Repartir', en: 'Deal', pt: 'Distribuir' },
  hit: { es: 'Pedir', en: 'Hit', pt: 'Pedir' },
  stand: { es: 'Plantarse', en: 'Stand', pt: 'Ficar' },
  home: { es: 'Volver al casino', en: 'Back to the casino', pt: 'Voltar ao casino' },
  limits: { es: 'Límites', en: 'Limits', pt: 'Limites' },
};

/** What the player sees after a round, by outcome. */
const outcomes: Record<'blackjack' | 'win' | 'push' | 'lose', Localized> = {
  blackjack: { es: '¡Blackjack!', en: 'Blackjack!', pt: 'Blackjack!' },
  win: { es: 'Gana', en: 'You win', pt: 'Ganhou' },
  push: { es: 'Empate', en: 'Push', pt: 'Empate' },
  lose: { es: 'Pierde', en: 'You lose', pt: 'Perdeu' },
};

interface PageQuery {
  balance?: string;
  currency?: string;
  token?: string;
  min?: number;
  max?: number;
  userId?: string;
  home?: string;
  lang?: string;
}

const shortText = { type: 'string', maxLength: 40 } as const;

const pageQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      balance: shortText,
      currency: shortText,
      token: { type: 'string', maxLength: 200 },
      min: { type: 'number', minimum: 0, maximum: 1e9 },
      max: { type: 'number', minimum: 0, maximum: 1e9 },
      userId: shortText,
      home: { type: 'string', maxLength: 500 },
      lang: { type: 'string', maxLength: 10 },
    },
  },
} as const;

function twentyOnePage(context: PlatformContext, query: PageQuery): string {
  const owner = tokenOwner(context, query.token, ['twenty-one']);
  const userLang = owner
    ? (
        context.database.prepare('SELECT lang FROM users WHERE id = ?').get(owner.userId) as {
          lang: string;
        }
      ).lang
    : undefined;
  const lang = shortLanguage(query.lang ?? userLang);
  const min = query.min ?? 1;
  const max = query.max ?? 100;
  const currency = query.currency ?? '';
  const digits = minorDigits(currency);
  const balance =
    query.balance !== undefined &&
    query.balance.trim() !== '' &&
    Number.isFinite(Number(query.balance))
      ? formatAmount(Number(query.balance), currency)
      : (query.balance ?? '');
  const hand = (who: 'player' | 'dealer') =>
    html`<h2>${texts[who][lang]} <span id="${who}-total" class="muted"></span></h2>
      <div id="${who}-cards" class="hand"></div>`;
  const body = html`<header>
      <h1>${texts.title[lang]}</h1>
      <p>
        ${texts.balance[lang]}: <strong id="balance">${balance}</strong>
        <span id="currency">${currency}</span>
        <span class="muted">· ${texts.limits[lang]} ${min}–${max}</span>
      </p>
      ${integrationDetails(
        lang,
        html`<p>ID ${query.userId ?? ''} · lang=${lang}</p>
          ${tokenStatus(context, lang, owner)}`,
      )}
      <p>
        <a class="button" id="home-link" href="${safeReturnUrl(query.home, '/')}"
          >${texts.home[lang]}</a
        >
      </p>
    </header>
    <main>
      ${hand('dealer')}${hand('player')}
      <p id="round-message" aria-live="polite"></p>
      <p>
        <label
          >${texts.bet[lang]}
          <input
            id="bet-amount"
            type="number"
            inputmode="decimal"
            min="${min}"
            max="${max}"
            step="${(10 ** -digits).toFixed(digits)}"
            value="${min}"
        /></label>
      </p>
      <p>
        <button type="button" class="button primary" id="deal">${texts.deal[lang]}</button>
        <button type="button" class="button" id="hit" disabled>${texts.hit[lang]}</button>
        <button type="button" class="button" id="stand" disabled>${texts.stand[lang]}</button>
      </p>
    </main>`;
  const outcomeTexts = Object.fromEntries(
    Object.entries(outcomes).map(([outcome, text]) => [outcome, text[lang]]),
  );
  return renderPage({
    lang,
    title: texts.title[lang],
    script: '/demo/twenty-one/app.js',
    body,
    data: { token: query.token ?? '', outcomes: JSON.stringify(outcomeTexts), digits },
  });
}

/** The external twenty-one page: GET /demo/twenty-one/?balance&currency&token&min&max&userId&home. */
export function twentyOnePages(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    addFramePage<PageQuery>(app, {
      path: '/demo/twenty-one',
      schema: pageQuery,
      render: (query) => twentyOnePage(context, query),
      script: withTokenCountdown(demoTablesScript + twentyOneScript),
    });
    done();
  };
}
