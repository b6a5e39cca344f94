import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { escapeHtml } from '../html/escape.ts';
import type { BrandDocument } from './brandDocument.ts';

/** Where browsers, bookmarks and crawlers look for an icon whatever the page's head says. */
export const faviconPath = '/favicon.ico';

export type FaviconAnswer =
  { kind: 'file'; type: string; body: Buffer | string } | { kind: 'redirect'; location: string };

/**
 * What `/favicon.ico` answers: the brand's own favicon file with its media type (browsers take an
 * SVG or PNG under this name by its Content-Type), a redirect to a favicon hosted elsewhere, or a
 * plain icon in the brand's colour with its initial, never the app's page.
 */
export function faviconAnswer(document: BrandDocument, brandFolder: string): FaviconAnswer {
  const favicon = document.favicon;
  if (favicon?.file !== undefined && favicon.type !== undefined) {
    const file = normalize(join(brandFolder, favicon.file));
    if (file.startsWith(brandFolder + sep)) {
      try {
        return { kind: 'file', type: favicon.type, body: readFileSync(file) };
      } catch {
        // A favicon missing from the folder falls back to the drawn icon below.
      }
    }
  }
  if (favicon !== undefined && favicon.file === undefined) {
    return { kind: 'redirect', location: favicon.href };
  }
  return { kind: 'file', type: 'image/svg+xml; charset=utf-8', body: defaultFavicon(document) };
}

/** A rounded square in the brand's colour with the first letter of its name. */
export function defaultFavicon(document: BrandDocument): string {
  const initial = escapeHtml(Array.from(document.name.trim())[0]?.toUpperCase() ?? '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${escapeHtml(document.themeColor)}"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="36" ` +
    `font-weight="700" fill="${escapeHtml(document.onThemeColor)}">${initial}</text></svg>`
  );
}

/** The drawn icon's path in an export. */
export const drawnFaviconPath = '/favicon.svg';

/** Where an exported brand sends /favicon.ico, and the drawn icon to write when it has none. */
export function exportedFavicon(
  document: BrandDocument,
  brandFolder: string,
): { href: string; drawn: string | undefined } {
  const answer = faviconAnswer(document, brandFolder);
  if (answer.kind === 'redirect') return { href: answer.location, drawn: undefined };
  // A file read from the brand folder (exported under brand-assets/), not the drawn text.
  if (Buffer.isBuffer(answer.body) && document.favicon) {
    return { href: document.favicon.href, drawn: undefined };
  }
  return { href: drawnFaviconPath, drawn: defaultFavicon(document) };
}
