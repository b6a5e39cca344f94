import type { FastifyReply } from 'fastify';

/** Markup that is already escaped (built by `html`), so it is not escaped twice. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"'`]/g, (character) => entities[character] ?? character);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(value);
  return value.map((part) => part.markup).join('');
}

/**
 * Tagged template for demo pages: every interpolated value is escaped unless it is SafeHtml, so
 * a value from a query string or the database can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

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
  const data = Object.entries(options.data ?? {}).map(
    ([name, value]) => html` data-${name}="${value}"`,
  );
  const scripts = (typeof options.script === 'string' ? [options.script] : options.script).map(
    (source) => html`<script src="${source}" defer></script>`,
  );
  return html`<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<link rel="stylesheet" href="${stylesheetPath}">
${scripts}
</head>
<body${data}>
${options.body}
</body>
</html>
`.markup;
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

export function sendScript(reply: FastifyReply, script: string): FastifyReply {
  return reply
    .type('application/javascript; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(script);
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
