import { htmlPage } from '../../../html/page.ts';
import { html, SafeHtml } from '../../../html/template.ts';
import type { ContentLanguage } from '../language.ts';

/** The demo game page's words; the page's script reads the dynamic ones from data attributes. */
export const pageTexts = {
  es: {
    balance: 'Saldo',
    stake: 'Apuesta',
    spin: 'Girar',
    paytable: 'Tabla de pagos',
    back: 'Volver al casino',
    noMoney: 'Saldo insuficiente. Recarga tu cuenta para seguir jugando.',
    expired: 'La sesión de juego ha caducado. Vuelve al casino y abre el juego otra vez.',
    notFound: 'Sesión de juego no encontrada.',
    error: 'Error al ejecutar la consulta.',
    win: 'Ganaste',
    jackpot: '¡JACKPOT!',
    demo: 'Juego de demostración: la línea central paga dos o tres símbolos iguales desde la izquierda.',
  },
  en: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    paytable: 'Paytable',
    back: 'Back to the casino',
    noMoney: 'Not enough money. Top up your account to keep playing.',
    expired: 'This game session has expired. Go back to the casino and open the game again.',
    notFound: 'Game session not found.',
    error: 'Request execution error.',
    win: 'You win',
    jackpot: 'JACKPOT!',
    demo: 'Demo game: the middle line pays two or three alike from the left.',
  },
  pt: {
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'Girar',
    paytable: 'Tabela de pagamentos',
    back: 'Voltar ao casino',
    noMoney: 'Saldo insuficiente. Carregue a sua conta para continuar a jogar.',
    expired: 'A sessão de jogo expirou. Volte ao casino e abra o jogo novamente.',
    notFound: 'Sessão de jogo não encontrada.',
    error: 'Erro ao executar o pedido.',
    win: 'Ganhou',
    jackpot: 'JACKPOT!',
    demo: 'Jogo de demonstração: a linha central paga dois ou três símbolos iguais da esquerda.',
  },
} satisfies Record<ContentLanguage, Record<string, string>>;

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;color:#f8fafc;
  background:radial-gradient(circle at top,#312e81,#0f172a 70%);display:flex;justify-content:center}
main{width:100%;max-width:440px;padding:16px;display:flex;flex-direction:column;gap:14px}
h1{margin:0;font-size:1.4rem}
.provider{margin:2px 0 0;opacity:.7;text-transform:uppercase;font-size:.8rem;letter-spacing:.08em}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:12px;border-radius:16px;
  background:#020617;border:3px solid #facc15}
.reel{display:grid;gap:6px}
.cell{height:72px;display:flex;align-items:center;justify-content:center;font-size:2.2rem;
  font-family:"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",system-ui,sans-serif;
  background:#1e293b;border-radius:10px;font-weight:900}
.reel .cell:nth-child(2){background:#334155;outline:2px solid #facc15}
.spinning .cell{animation:blur .12s linear infinite}
@keyframes blur{50%{opacity:.35;transform:translateY(4px)}}
#message{min-height:1.5em;margin:0;text-align:center;font-weight:700}
#message.win{color:#4ade80}#message.jackpot{color:#facc15;font-size:1.3rem}#message.error{color:#f87171}
.panel{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;
  padding:12px;border-radius:12px;background:#1e293b}
select,button{font:inherit;border-radius:10px;border:0;padding:10px 12px}
button{background:#facc15;color:#1c1917;font-weight:800;min-width:110px;cursor:pointer}
button:disabled{opacity:.5;cursor:not-allowed}
table{width:100%;border-collapse:collapse}td,th{padding:4px;text-align:center}
a{color:#a5b4fc}.note{opacity:.7;font-size:.85rem;margin:0}`;

// The stylesheet is a constant of this file, so it may go into the page as it is.
const styleElement = new SafeHtml(`<style>${styles}</style>`);

function layout(
  language: ContentLanguage,
  title: string,
  body: SafeHtml,
  bodyAttributes: Record<string, string> = {},
): string {
  return htmlPage({
    lang: language,
    title,
    head: styleElement,
    bodyAttributes,
    body: html`<main>${body}</main>`,
    scriptSrc: '/demo/game/app.js',
  });
}

/** The playable page: the script fills balance, stakes and paytable from the session's state. */
export function gamePage(options: {
  language: ContentLanguage;
  token: string;
  gameName: string;
  providerName: string;
}): string {
  const texts = pageTexts[options.language];
  const data = {
    'data-token': options.token,
    'data-locale': options.language,
    'data-msg-nomoney': texts.noMoney,
    'data-msg-expired': texts.expired,
    'data-msg-error': texts.error,
    'data-msg-win': texts.win,
    'data-msg-jackpot': texts.jackpot,
  };
  const reel = html`<div class="reel">
    <div class="cell">?</div>
    <div class="cell">?</div>
    <div class="cell">?</div>
  </div>`;
  const body = html` <header>
      <h1>${options.gameName}</h1>
      <p class="provider">${options.providerName}</p>
    </header>
    <div class="reels" id="reels">${reel}${reel}${reel}</div>
    <p id="message" role="status" aria-live="polite"></p>
    <div class="panel">
      <div>${texts.balance}: <strong id="balance">…</strong></div>
      <label
        >${texts.stake}
        <select id="stake"></select
      ></label>
      <button id="spin" type="button" disabled>${texts.spin}</button>
    </div>
    <p class="note">${texts.demo}</p>
    <details>
      <summary>${texts.paytable}</summary>
      <table id="paytable"></table>
    </details>
    <a href="/slots/main">${texts.back}</a>`;
  return layout(options.language, options.gameName, body, data);
}

/** A page that only explains (unknown or expired session); no script acts on it. */
export function messagePage(language: ContentLanguage, message: string): string {
  const texts = pageTexts[language];
  const body = html`<h1>${message}</h1>
    <a href="/slots/main">${texts.back}</a>`;
  return layout(language, message, body);
}
