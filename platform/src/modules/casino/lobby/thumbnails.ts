import { escapeHtml } from '../../../html/escape.ts';
import { linearGradient } from '../../../svg.ts';

function hashOf(text: string): number {
  // FNV-1a: the same game always gets the same colours.
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return state >>> 0;
}

/** Splits a name into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** A 320×240 tile: a gradient from the game id's hash, the game's name and its studio. */
export function gameThumbnailSvg(game: {
  gameId: string;
  gameName: string;
  providerName: string;
  isLive: boolean;
}): string {
  const hash = hashOf(game.gameId);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const angle = (hash >>> 17) % 2 === 0 ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  const lines = wrap(game.gameName, 15);
  const size = lines.length > 2 ? 26 : 32;
  const top = 120 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="160" y="${(top + index * size * 1.15).toFixed(1)}" font-size="${size}">${escapeHtml(line)}</text>`,
    )
    .join('');
  const badge = game.isLive
    ? '<rect x="14" y="14" width="54" height="24" rx="12" fill="#e11d48"/><text x="41" y="31" font-size="14" font-weight="700">LIVE</text>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeHtml(game.gameName)}">
<defs>${linearGradient('g', `hsl(${hue} 70% 45%)`, `hsl(${second} 75% 22%)`, angle)}</defs>
<rect width="320" height="240" fill="url(#g)"/>
<circle cx="${40 + (hash % 240)}" cy="${30 + ((hash >>> 5) % 60)}" r="70" fill="#fff" opacity="0.08"/>
<circle cx="${60 + ((hash >>> 11) % 200)}" cy="210" r="90" fill="#000" opacity="0.12"/>
<g fill="#fff" font-family="system-ui, sans-serif" font-weight="800" text-anchor="middle">${badge}${text}
<text x="160" y="222" font-size="15" font-weight="600" opacity="0.85" letter-spacing="1">${escapeHtml(game.providerName.toUpperCase())}</text></g>
</svg>`;
}

const jackpotColours: Readonly<Record<string, [string, string]>> = {
  grand: ['#fde047', '#b45309'],
  medium: ['#e0e7ff', '#4338ca'],
  small: ['#fed7aa', '#9a3412'],
};

/** A 200×200 coin for a jackpot level. */
export function jackpotImageSvg(level: string, name: string): string {
  const [light, dark] = jackpotColours[level] ?? ['#e5e7eb', '#374151'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeHtml(name)}">
<defs><radialGradient id="c" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<circle cx="100" cy="100" r="94" fill="url(#c)" stroke="${dark}" stroke-width="6"/>
<circle cx="100" cy="100" r="74" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="6 6" opacity="0.8"/>
<text x="100" y="92" font-family="system-ui, sans-serif" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">JACKPOT</text>
<text x="100" y="124" font-family="system-ui, sans-serif" font-size="26" font-weight="900" fill="#fff" text-anchor="middle">${escapeHtml(name.toUpperCase())}</text>
</svg>`;
}
