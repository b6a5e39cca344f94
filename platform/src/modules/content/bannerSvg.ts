import { escapeXml } from '../../html/escape.ts';
import { linearGradient } from '../../svg.ts';
import { motifs, type MotifName } from './svgMotifs.ts';

/** Gradient start and end, plus the accent of the button and picture. */
export const palettes = {
  sunset: { from: '#ff5f6d', to: '#7b2ff7', accent: '#ffc107' },
  ocean: { from: '#0052d4', to: '#00c6a7', accent: '#ffeb3b' },
  emerald: { from: '#0f5132', to: '#27ae60', accent: '#ffd54f' },
  royal: { from: '#1a237e', to: '#8e24aa', accent: '#ff4081' },
  night: { from: '#0f2027', to: '#2c5364', accent: '#00e5ff' },
  gold: { from: '#8e5a00', to: '#f7b733', accent: '#d32f2f' },
} as const;
export type PaletteName = keyof typeof palettes;

export interface BannerArt {
  title: string;
  subtitle: string;
  cta: string;
  palette: PaletteName;
  motif: MotifName;
}

/** Pixel size of each kind of artwork: slides fill the phone's width, ads are strips. */
export const bannerSizes = {
  slide: { width: 720, height: 300 },
  ad: { width: 640, height: 200 },
  imo: { width: 600, height: 300 },
} as const;

/**
 * Greedy word wrap by a character budget per line (from an average glyph width); a word longer
 * than a line is cut, and text beyond `maxLines` ends in an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  if (maxLines <= 0 || maxChars <= 0) return [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > maxChars) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, maxChars));
      line = '';
      rest = rest.slice(maxChars);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (candidate.length > maxChars) {
      lines.push(line);
      line = rest;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, attributes: string) {
  if (lines.length === 0) return '';
  const lead = Math.round(size * 1.15);
  const spans = lines
    .map(
      (line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : lead}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-size="${size}" ${attributes}>${spans}</text>`;
}

/** A promotional banner: gradient, soft circles, the motif on the right, texts and a button. */
export function renderBannerSvg(art: BannerArt, size: { width: number; height: number }): string {
  const { width, height } = size;
  const colours = palettes[art.palette];
  // Type sizes follow the height, unless the banner is too narrow for the text column.
  const scale = Math.min(height, width * 0.42);
  const padding = Math.round(scale * 0.12);
  const textWidth = width * 0.6 - padding;
  // Bold glyphs average about 0.6 em: the title shrinks (down to two thirds) until it fits in
  // two lines, so a long headline keeps its last words instead of an ellipsis.
  const titleChars = (fontSize: number) => Math.floor(textWidth / (fontSize * 0.6));
  const fullTitleSize = Math.round(scale * 0.15);
  const fitting = [1, 0.9, 0.8, 0.7].map((factor) => Math.round(fullTitleSize * factor));
  const titleSize =
    fitting.find(
      (candidate) => !wrapText(art.title, titleChars(candidate), 2).join('').endsWith('…'),
    ) ?? Math.round(fullTitleSize * 0.66);
  const subtitleSize = Math.round(scale * 0.075);
  const titleLead = Math.round(titleSize * 1.15);
  const subtitleLead = Math.round(subtitleSize * 1.15);
  const ctaHeight = Math.round(scale * 0.15);
  const ctaY = art.cta ? height - padding - ctaHeight : height - padding;
  const titleLines = wrapText(art.title, titleChars(titleSize), 2);
  const titleY = Math.round(padding + titleSize * 0.9);
  const subtitleY = titleY + (titleLines.length - 1) * titleLead + Math.round(subtitleSize * 1.6);
  // As many subtitle lines (at most 2) as fit above the button.
  const subtitleRoom = Math.floor((ctaY - subtitleSize * 0.4 - subtitleY) / subtitleLead) + 1;
  const subtitleLines = art.subtitle
    ? wrapText(
        art.subtitle,
        Math.floor(textWidth / (subtitleSize * 0.52)),
        Math.max(0, Math.min(2, subtitleRoom)),
      )
    : [];
  const ctaWidth = Math.round(Math.min(textWidth, art.cta.length * ctaHeight * 0.34 + ctaHeight));
  const motifRadius = Math.min(height * 0.36, width * 0.16);
  const font =
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"';
  const cta = art.cta
    ? `<rect x="${padding}" y="${ctaY}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="${colours.accent}"/>
<text x="${padding + ctaWidth / 2}" y="${ctaY + ctaHeight * 0.66}" text-anchor="middle" font-size="${Math.round(ctaHeight * 0.45)}" font-weight="700" fill="#1b1b1b" ${font}>${escapeXml(art.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">
<title>${escapeXml(art.title)}</title>
<defs>
${linearGradient('background', colours.from, colours.to)}
<radialGradient id="glow" cx="0.78" cy="0.5" r="0.45">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#background)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<circle cx="${Math.round(width * 0.92)}" cy="${Math.round(height * 0.1)}" r="${Math.round(height * 0.35)}" fill="#ffffff" opacity="0.08"/>
<circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 1.05)}" r="${Math.round(height * 0.3)}" fill="#ffffff" opacity="0.06"/>
${motifs[art.motif](Math.round(width * 0.8), Math.round(height / 2), motifRadius, colours.accent)}
${textLines(titleLines, padding, titleY, titleSize, `font-weight="800" fill="#ffffff" ${font}`)}
${textLines(subtitleLines, padding, subtitleY, subtitleSize, `fill="#ffffff" fill-opacity="0.92" ${font}`)}
${cta}
</svg>
`;
}
