import type { FastifyInstance, FastifyReply } from 'fastify';
import { htmlPage } from '../../../html/page.ts';
import { addScriptRoute } from '../../../html/scripts.ts';
import { html, type SafeHtml } from '../../../html/template.ts';

/** The stylesheet every integration page shares (same origin, so the CSP allows it). */
export const stylesheetPath = '/demo/integrations/style.css';

export interface PageOptions {
  lang: string;
  title: string;
  /** Same-origin path(s) of the page's scripts (the CSP refuses inline scripts). */
  script: string | readonly string[];
  body: SafeHtml;
  /** Values the script reads, as data-* attributes of <body> (names in kebab-case). */
  data?: Record<string, string | number>;
}

export function renderPage(options: PageOptions): string {
  return htmlPage({
    lang: options.lang,
    title: options.title,
    head: html`<link rel="stylesheet" href="${stylesheetPath}" />`,
    bodyAttributes: Object.fromEntries(
      Object.entries(options.data ?? {}).map(([name, value]) => [`data-${name}`, value]),
    ),
    body: options.body,
    scriptSrc: options.script,
  });
}

/** Demo pages carry tokens in their URL: never cache them. */
export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(page);
}

/** Serves an integration page's script as its own file (the CSP allows no inline script). */
export function addPageScript(app: FastifyInstance, path: string, script: string): void {
  addScriptRoute(app, path, script, { mediaType: 'application/javascript' });
}

/**
 * A link target taken from a query string (a "home" or "back" address): an app path or an
 * http(s) address only, so a `javascript:` URL can never end up in an href.
 */
export function safeReturnUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}
