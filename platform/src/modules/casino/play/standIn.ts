import {
  tableData,
  tableStage,
  tableStyles,
  type TableKind,
} from '../../../html/demoTables/stage.ts';
import { htmlPage } from '../../../html/page.ts';
import { html, SafeHtml } from '../../../html/template.ts';
import type { GameRow } from '../catalogue/games.ts';
import type { ContentLanguage, Translations } from '../language.ts';
import { pageTexts } from './demoPage.ts';

/**
 * What a launched game's demo page looks like. Only the slot moves money; the others stand in for
 * their kind with rounds that carry no stake, so a roulette looks like a roulette.
 */
export type StandInKind = 'slot' | 'crash' | 'race' | TableKind;

/** Which table a live game's name says it is; a name that says nothing gets a roulette. */
const liveKinds: ReadonlyArray<[RegExp, TableKind]> = [
  [/roulette/i, 'roulette'],
  [/baccarat|punto banco/i, 'baccarat'],
  [/blackjack|pontoon|twenty.?one/i, 'blackjack'],
  [/poker|hold.?em|stud|teen patti|war\b/i, 'poker'],
  [/dice|sic bo|craps/i, 'dice'],
  [/wheel|dream catcher|money/i, 'wheel'],
];

/** The stand-in a catalogue game opens, from its kind (a live table by its name). */
export function standInKind(game: Pick<GameRow, 'kind' | 'game_name'> | undefined): StandInKind {
  switch (game?.kind) {
    case 'roulette':
      return 'roulette';
    case 'crash':
      return 'crash';
    case 'race':
      return 'race';
    case 'live':
      return liveKinds.find(([pattern]) => pattern.test(game.game_name))?.[1] ?? 'roulette';
    default:
      return 'slot';
  }
}

export const standInScriptPath = '/demo/game/stand-in.js';

type Texts = Record<'note' | 'round' | 'last' | 'crashed' | 'winner', Translations>;

const texts: Texts = {
  note: {
    es: 'Rondas de demostración sin apuesta: muestran cómo es el juego, no mueven dinero.',
    en: 'Demo rounds without a stake: they show what the game is like and move no money.',
    pt: 'Rondas de demonstração sem aposta: mostram como é o jogo e não movem dinheiro.',
  },
  round: { es: 'Nueva ronda', en: 'New round', pt: 'Nova ronda' },
  last: { es: 'Últimas rondas', en: 'Last rounds', pt: 'Últimas rondas' },
  crashed: { es: 'Se estrelló en', en: 'Crashed at', pt: 'Rebentou em' },
  winner: { es: 'Ganador', en: 'Winner', pt: 'Vencedor' },
};

const kindNames: Record<Exclude<StandInKind, 'slot'>, Translations> = {
  roulette: { es: 'Ruleta', en: 'roulette', pt: 'Roleta' },
  crash: { es: 'Juego crash', en: 'crash game', pt: 'Jogo crash' },
  race: { es: 'Carrera de caballos', en: 'horse race', pt: 'Corrida de cavalos' },
  blackjack: { es: 'Mesa de blackjack', en: 'blackjack table', pt: 'Mesa de blackjack' },
  baccarat: { es: 'Mesa de baccarat', en: 'baccarat table', pt: 'Mesa de bacará' },
  poker: { es: 'Mesa de póquer', en: 'poker table', pt: 'Mesa de póquer' },
  dice: { es: 'Juego de dados', en: 'dice game', pt: 'Jogo de dados' },
  wheel: { es: 'Rueda de la fortuna', en: 'money wheel', pt: 'Roda da fortuna' },
};

/** "Demo roulette of NetEnt", in the page's language. */
export function standInHeading(
  kind: Exclude<StandInKind, 'slot'>,
  provider: string,
  language: ContentLanguage,
): string {
  const what = kindNames[kind][language];
  if (language === 'en') return `Demo ${what} of ${provider}`;
  if (language === 'pt') return `${what} de demonstração de ${provider}`;
  return `${what} de demostración de ${provider}`;
}

/** Jockey silks, one colour a lane. */
const silks = ['#ef4444', '#3b82f6', '#facc15', '#a855f7', '#f97316', '#f8fafc'];

/** A running horse with its jockey, drawn (an emoji horse is missing from some fonts). */
const horseSvg = (lane: number): SafeHtml =>
  // Built from constants only, so it may go into the page as it is.
  new SafeHtml(
    `<svg viewBox="0 0 44 30" width="44" height="30"><path d="M4 15 Q6 9 15 10 L27 10 Q31 4 36 3 L42 7 L40 10 L36 9 L34 16 Q33 20 30 20 L33 28 L30 28 L26 21 L16 21 L12 28 L9 28 L11 20 Q7 19 6 16 L1 20 L0 18 Z" fill="#92400e"/><circle cx="22" cy="4.5" r="3.5" fill="${silks[lane % silks.length] ?? '#fff'}"/><path d="M19 8 L25 8 L24 12 L20 12 Z" fill="${silks[lane % silks.length] ?? '#fff'}"/></svg>`,
  );

const horses = ['Relámpago', 'Silver Arrow', 'Douro Star', 'Pampa', 'Night Owl', 'Lucky Clover'];

function stage(
  kind: Exclude<StandInKind, 'slot'>,
  language: ContentLanguage,
  gameName: string,
): SafeHtml {
  switch (kind) {
    case 'crash':
      return html`<div class="crash-box">
        <svg id="crash-chart" viewBox="0 0 300 180" aria-hidden="true">
          <path d="M20 10 V160 H295" fill="none" stroke="#475569" stroke-width="1" />
          <path id="crash-curve" d="M20 160" fill="none" stroke="#4ade80" stroke-width="3" />
        </svg>
        <p id="crash-multiplier" class="multiplier">1.00×</p>
      </div>`;
    case 'race':
      return html`<ol class="race" id="race">
        ${horses.map(
          (name, index) =>
            html`<li class="lane">
              <span class="lane-name">${index + 1}. ${name}</span>
              <span class="horse" data-horse="${index}" aria-hidden="true">${horseSvg(index)}</span>
            </li>`,
        )}
      </ol>`;
    default:
      return tableStage(kind, language, /sic bo/i.test(gameName) ? 3 : 2);
  }
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;color:#f8fafc;
  background:radial-gradient(circle at top,#14532d,#0f172a 70%);display:flex;justify-content:center}
main{width:100%;max-width:440px;padding:16px;display:flex;flex-direction:column;gap:12px}
h1{margin:0;font-size:1.4rem}
.provider{margin:2px 0 0;opacity:.75;font-size:.85rem}
.note{opacity:.75;font-size:.85rem;margin:0}
.crash-box{position:relative;background:#020617;border-radius:12px;padding:8px}
#crash-chart{width:100%;height:auto;display:block}
.multiplier{position:absolute;top:24px;left:0;right:0;margin:0;text-align:center;font-size:2.4rem;font-weight:900}
.multiplier.crashed{color:#f87171}
.race{list-style:none;margin:0;padding:8px;background:#365314;border-radius:12px}
.lane{position:relative;height:46px;border-bottom:1px dashed #a3e635}
.lane:last-child{border-bottom:0}
.lane::after{content:"";position:absolute;right:28px;top:0;bottom:0;border-right:3px solid #f8fafc}
.lane-name{font-size:.7rem;opacity:.85;position:absolute;left:4px;top:1px}
.horse{position:absolute;left:0;bottom:1px;line-height:0}
#result{min-height:1.5em;margin:0;text-align:center;font-weight:700;font-size:1.1rem}
button{font:inherit;border-radius:10px;border:0;padding:12px;background:#facc15;color:#1c1917;font-weight:800;cursor:pointer;min-height:44px}
button:disabled{opacity:.5;cursor:default}
h2{font-size:1rem;margin:4px 0 0}
#history{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0;padding:0}
#history li{padding:4px 8px;border-radius:999px;background:#1e293b;font-weight:700;font-size:.85rem}
#history li.red{background:#c62828}#history li.black{background:#1f2937}#history li.green{background:#15803d}
a{color:#a5b4fc}
${tableStyles}`;

// The stylesheet is a constant of this file, so it may go into the page as it is.
const styleElement = new SafeHtml(`<style>${styles}</style>`);

/** A launched roulette, crash, race or live table game: its kind's stand-in, playing rounds without a stake. */
export function standInPage(options: {
  kind: Exclude<StandInKind, 'slot'>;
  language: ContentLanguage;
  gameName: string;
  providerName: string;
}): string {
  const { kind, language } = options;
  const heading = standInHeading(kind, options.providerName, language);
  const body = html`<main>
    <header>
      <h1>${options.gameName}</h1>
      <p class="provider">${heading}</p>
    </header>
    ${stage(kind, language, options.gameName)}
    <p id="result" role="status" aria-live="polite"></p>
    <button id="round" type="button">${texts.round[language]}</button>
    <p class="note">${texts.note[language]}</p>
    <h2>${texts.last[language]}</h2>
    <ol id="history"></ol>
    <a href="/slots/main">${pageTexts[language].back}</a>
  </main>`;
  return htmlPage({
    lang: language,
    title: `${options.gameName} · ${heading}`,
    head: styleElement,
    bodyAttributes: {
      'data-kind': kind,
      ...Object.fromEntries(
        Object.entries(tableData(language)).map(([name, value]) => [`data-${name}`, value]),
      ),
      'data-msg-crashed': texts.crashed[language],
      'data-msg-winner': texts.winner[language],
      'data-horses': horses.join('|'),
    },
    body,
    scriptSrc: standInScriptPath,
  });
}
