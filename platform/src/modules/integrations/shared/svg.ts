import { escapeHtml } from '../../../html/escape.ts';
import { linearGradient } from '../../../svg.ts';

/**
 * A generated game tile (4:3) with the game's name on a colour of its own: game images without
 * binary assets or external hosts. `hue` is 0-359.
 */
export function tileSvg(title: string, subtitle: string, hue: number): string {
  const light = `hsl(${hue} 70% 45%)`;
  const dark = `hsl(${(hue + 40) % 360} 65% 22%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs>${linearGradient('g', light, dark)}</defs>
<rect width="400" height="300" rx="24" fill="url(#g)"/>
<circle cx="330" cy="70" r="90" fill="#fff" fill-opacity="0.08"/>
<text x="24" y="190" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(title)}</text>
<text x="24" y="230" font-family="system-ui,sans-serif" font-size="20" fill="#fff" fill-opacity="0.8">${escapeHtml(subtitle)}</text>
</svg>`;
}

/** A hue derived from a text, so each game keeps its colour. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) % 360;
  return hash;
}

/** How long a browser may keep an integration tile. */
export const tileCacheControl = 'public, max-age=3600';

/** Route parameter schema of an image file name: `<id>.svg`. */
export const svgFileParams = {
  params: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}\\.svg$' } },
  },
} as const;
