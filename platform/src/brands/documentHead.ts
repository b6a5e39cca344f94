import { escapeHtml } from '../html/escape.ts';
import type { BrandDocument } from './brandDocument.ts';

/** Where the brand's web app manifest is served, by the demo server and in an export. */
export const manifestPath = '/manifest.webmanifest';

/**
 * The built `index.html` as one brand's page: its title, language, description, theme colour,
 * favicon, Open Graph tags and manifest link are in the HTML itself, so link previews, crawlers
 * and the phone's task switcher see the brand without running the app. The build's generic values
 * are replaced, not duplicated: a page with two theme colours takes the first.
 */
export function brandIndexHtml(indexHtml: string, document: BrandDocument): string {
  const head = [
    `<title>${escapeHtml(document.name)}</title>`,
    meta('name', 'theme-color', document.themeColor),
    document.description === undefined
      ? undefined
      : meta('name', 'description', document.description),
    document.favicon === undefined
      ? undefined
      : `<link rel="icon" href="${escapeHtml(document.favicon.href)}"${
          document.favicon.type ? ` type="${escapeHtml(document.favicon.type)}"` : ''
        } />`,
    `<link rel="manifest" href="${manifestPath}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', document.name),
    meta('property', 'og:site_name', document.name),
    document.description === undefined
      ? undefined
      : meta('property', 'og:description', document.description),
    meta('property', 'og:locale', document.lang.replace('-', '_')),
    document.logo === undefined ? undefined : meta('property', 'og:image', document.logo.href),
    document.logo === undefined ? undefined : meta('property', 'og:image:alt', document.logo.alt),
  ]
    .filter((line): line is string => line !== undefined)
    .join('\n    ');
  const stripped = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="(?:theme-color|description)"[^>]*>/gi, '')
    .replace(/\s*<meta\s+property="og:[^"]*"[^>]*>/gi, '')
    .replace(/\s*<link\s+rel="(?:icon|manifest)"[^>]*>/gi, '');
  const withLang = stripped.replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(document.lang)}">`);
  // After the charset and viewport, which browsers want first.
  const viewport = /<meta\s+name="viewport"[^>]*>/i;
  return viewport.test(withLang)
    ? withLang.replace(viewport, (tag) => `${tag}\n    ${head}`)
    : withLang.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}
