import type { Language, Localized } from '../../lang.ts';
import { html, SafeHtml } from '../template.ts';

/**
 * The demo tables a casino stand-in and the demo live-table page both draw: the same drawings and
 * the same round rules (./script.ts), so a blackjack table looks and deals alike on either page.
 */
export type TableKind = 'roulette' | 'blackjack' | 'baccarat' | 'poker' | 'dice' | 'wheel';

/** The European wheel's pockets, clockwise from zero. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const pocketColour = (pocket: number): 'red' | 'black' | 'green' =>
  pocket === 0 ? 'green' : redNumbers.has(pocket) ? 'red' : 'black';

const pocketFills = { red: '#c62828', black: '#1f2937', green: '#15803d' } as const;

/**
 * A money wheel's 24 segments, clockwise from the top: the number is what a segment pays, and the
 * rarer the number the higher it pays, as on the studios' wheels.
 */
export const moneyWheelSegments = [
  1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 1, 20, 1, 2, 1, 5, 1, 2, 1, 10, 5, 40,
] as const;

const segmentFills: Readonly<Record<number, string>> = {
  1: '#1d4ed8',
  2: '#6d28d9',
  5: '#15803d',
  10: '#b91c1c',
  20: '#c2410c',
  40: '#0f172a',
};

interface Segment {
  label: string;
  fill: string;
}

/** A wheel as SVG, segment 0 at the top under the pointer; the script turns it (`#wheel`). */
function wheelSvg(segments: readonly Segment[], fontSize: number, hub: string): SafeHtml {
  const step = (2 * Math.PI) / segments.length;
  const point = (radius: number, angle: number) =>
    `${(100 + radius * Math.sin(angle)).toFixed(2)} ${(100 - radius * Math.cos(angle)).toFixed(2)}`;
  const paths = segments.map(({ label, fill }, index) => {
    const from = (index - 0.5) * step;
    const to = (index + 0.5) * step;
    const [x, y] = point(80, index * step).split(' ');
    const degrees = ((index * 360) / segments.length).toFixed(2);
    return `<path d="M100 100 L${point(96, from)} A96 96 0 0 1 ${point(96, to)} Z" fill="${fill}" stroke="#facc15" stroke-width="0.6"/><text x="${x}" y="${y}" transform="rotate(${degrees} ${x} ${y})" text-anchor="middle" dominant-baseline="central" font-size="${fontSize}" font-weight="700" fill="#fff">${label}</text>`;
  });
  // Built from constants and numbers only, so it may go into the page as it is.
  return new SafeHtml(
    `<svg id="wheel" class="spin-wheel" viewBox="0 0 200 200" width="260" height="260" aria-hidden="true">${paths.join('')}${hub}</svg>`,
  );
}

const rouletteWheel = () =>
  wheelSvg(
    wheelOrder.map((pocket) => ({
      label: String(pocket),
      fill: pocketFills[pocketColour(pocket)],
    })),
    9,
    '<circle cx="100" cy="100" r="62" fill="#7c2d12" stroke="#facc15" stroke-width="2"/><circle cx="100" cy="100" r="16" fill="#facc15"/>',
  );

const moneyWheel = () =>
  wheelSvg(
    moneyWheelSegments.map((value) => ({
      label: String(value),
      fill: segmentFills[value] ?? '#1d4ed8',
    })),
    12,
    '<circle cx="100" cy="100" r="56" fill="#422006" stroke="#facc15" stroke-width="2"/><circle cx="100" cy="100" r="14" fill="#facc15"/>',
  );

type TextKey =
  | 'player'
  | 'dealer'
  | 'banker'
  | 'playerWins'
  | 'dealerWins'
  | 'bankerWins'
  | 'tie'
  | 'push'
  | 'blackjack'
  | 'bust'
  | 'number'
  | 'red'
  | 'black'
  | 'green'
  | 'total'
  | 'small'
  | 'big'
  | 'triple'
  | 'segment'
  | 'hand0'
  | 'hand1'
  | 'hand2'
  | 'hand3'
  | 'hand4'
  | 'hand5';

const texts: Record<TextKey, Localized> = {
  player: { es: 'Jugador', en: 'Player', pt: 'Jogador' },
  dealer: { es: 'Crupier', en: 'Dealer', pt: 'Croupier' },
  banker: { es: 'Banca', en: 'Banker', pt: 'Banca' },
  playerWins: { es: 'Gana el jugador', en: 'Player wins', pt: 'Ganha o jogador' },
  dealerWins: { es: 'Gana el crupier', en: 'Dealer wins', pt: 'Ganha o croupier' },
  bankerWins: { es: 'Gana la banca', en: 'Banker wins', pt: 'Ganha a banca' },
  tie: { es: 'Empate', en: 'Tie', pt: 'Empate' },
  push: { es: 'Empate', en: 'Push', pt: 'Empate' },
  blackjack: { es: 'Blackjack', en: 'Blackjack', pt: 'Blackjack' },
  bust: { es: 'se pasa', en: 'bust', pt: 'rebenta' },
  number: { es: 'Número ganador', en: 'Winning number', pt: 'Número vencedor' },
  red: { es: 'rojo', en: 'red', pt: 'vermelho' },
  black: { es: 'negro', en: 'black', pt: 'preto' },
  green: { es: 'verde', en: 'green', pt: 'verde' },
  total: { es: 'Total', en: 'Total', pt: 'Total' },
  small: { es: 'Pequeño', en: 'Small', pt: 'Pequeno' },
  big: { es: 'Grande', en: 'Big', pt: 'Grande' },
  triple: { es: 'Trío', en: 'Triple', pt: 'Trio' },
  segment: { es: 'Segmento ganador', en: 'Winning segment', pt: 'Segmento vencedor' },
  // Three-card poker hands, lowest first: the script ranks a hand by its index.
  hand0: { es: 'Carta alta', en: 'High card', pt: 'Carta alta' },
  hand1: { es: 'Pareja', en: 'Pair', pt: 'Par' },
  hand2: { es: 'Color', en: 'Flush', pt: 'Flush' },
  hand3: { es: 'Escalera', en: 'Straight', pt: 'Sequência' },
  hand4: { es: 'Trío', en: 'Three of a kind', pt: 'Trio' },
  hand5: { es: 'Escalera de color', en: 'Straight flush', pt: 'Straight flush' },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What the table script reads, as data-* attributes of <body> (names without the `data-` prefix):
 * its texts in the page's language (`msg-player-wins` is read as `dataset.msgPlayerWins`) and the
 * wheels' layouts.
 */
export function tableData(lang: Language): Record<string, string> {
  const entries = Object.entries(texts).map(([key, text]): [string, string] => [
    `msg-${kebab(key)}`,
    text[lang],
  ]);
  return {
    ...Object.fromEntries(entries),
    wheel: wheelOrder.join(','),
    red: [...redNumbers].join(','),
    segments: moneyWheelSegments.join(','),
  };
}

/** A seat of the card table: its name, its total (written by the script) and its cards. */
const seat = (id: 'top' | 'bottom', name: string) =>
  html`<div class="seat">
    <p class="seat-head">${name} <span class="seat-total" id="${id}-total"></span></p>
    <div class="hand" id="${id}-cards"></div>
  </div>`;

/** Nine pip places of a die face; the script lights the ones its number shows. */
const die = () =>
  html`<div class="die" role="img" aria-label="">
    ${Array.from({ length: 9 }, () => html`<span class="pip"></span>`)}
  </div>`;

/**
 * The stage of a demo table of `kind`: a wheel under a pointer, a felt with a dealer's (banker's)
 * seat and a player's, or dice (three for sic bo, two otherwise).
 */
export function tableStage(kind: TableKind, lang: Language, dice = 2): SafeHtml {
  switch (kind) {
    case 'roulette':
    case 'wheel':
      return html`<div class="table-stage wheel-box" data-stage="${kind}">
        <div class="pointer" aria-hidden="true"></div>
        ${kind === 'roulette' ? rouletteWheel() : moneyWheel()}
      </div>`;
    case 'blackjack':
    case 'baccarat':
    case 'poker':
      return html`<div class="table-stage felt" data-stage="${kind}">
        ${seat('top', (kind === 'baccarat' ? texts.banker : texts.dealer)[lang])}
        ${seat('bottom', texts.player[lang])}
      </div>`;
    case 'dice':
      return html`<div class="table-stage dice" data-stage="dice">
        ${Array.from({ length: dice }, die)}
      </div>`;
  }
}

/** The stages' styles, for the stand-in's own sheet and the integration pages' shared one. */
export const tableStyles = `
.wheel-box{position:relative;display:flex;justify-content:center;padding-top:14px}
.pointer{position:absolute;top:0;left:50%;margin-left:-10px;width:0;height:0;
  border-left:10px solid transparent;border-right:10px solid transparent;border-top:20px solid #f8fafc;z-index:1}
.spin-wheel{max-width:80vw;height:auto;transition:transform 4s cubic-bezier(.15,.85,.25,1)}
.felt{display:flex;flex-direction:column;gap:10px;padding:12px;border-radius:18px;
  background:radial-gradient(ellipse at center,#15803d,#14532d 75%);border:6px solid #78350f;color:#f8fafc}
.seat{min-height:104px}
.seat-head{margin:0 0 6px;font-weight:700;font-size:.95rem}
.seat-total{display:inline-block;min-width:1.5em;padding:0 6px;border-radius:999px;background:#0f172a;font-size:.85rem}
.seat-total:empty{display:none}
.hand{display:flex;flex-wrap:wrap;gap:6px;min-height:70px}
.playing-card{display:inline-flex;flex-direction:column;justify-content:space-between;width:48px;height:68px;
  padding:3px 5px;border-radius:6px;background:#fff;color:#111827;box-shadow:0 2px 4px rgba(0,0,0,.4);
  font-weight:800;line-height:1;animation:deal .25s ease-out}
.playing-card.red{color:#b91c1c}
.playing-card.back{background:repeating-linear-gradient(45deg,#1e3a8a 0 6px,#1d4ed8 6px 12px);border:3px solid #fff}
.playing-card .rank{font-size:1.05rem}
.playing-card .suit{font-size:1.6rem;align-self:center}
.playing-card .corner{font-size:.8rem;align-self:flex-end;transform:rotate(180deg)}
@keyframes deal{from{transform:translateY(-16px);opacity:0}to{transform:none;opacity:1}}
.dice{display:flex;justify-content:center;gap:18px;padding:18px;border-radius:18px;background:#7f1d1d}
.die{display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(3,1fr);width:72px;height:72px;
  padding:9px;border-radius:14px;background:#f8fafc;box-shadow:inset -3px -4px 0 #cbd5e1,0 3px 6px rgba(0,0,0,.4)}
.pip{width:12px;height:12px;margin:auto;border-radius:50%}
.pip.on{background:#111827}
.die.rolling{animation:roll .6s ease-out}
@keyframes roll{from{transform:rotate(-200deg) scale(.7)}to{transform:none}}
@media (prefers-reduced-motion: reduce){.spin-wheel{transition:none}.playing-card,.die.rolling{animation:none}}`;
