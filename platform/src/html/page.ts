import { html, type SafeHtml } from './template.ts';

export interface HtmlPageOptions {
  lang: string;
  title: string;
  /** More of <head>: a stylesheet link or a <style> (the CSP allows styles, not inline scripts). */
  head?: SafeHtml;
  /** Attributes of <body>, escaped: the data-* values a page's script reads, a style. */
  bodyAttributes?: Readonly<Record<string, string | number>>;
  body: SafeHtml;
  /** Same-origin path(s) of the page's scripts, each its own file since the CSP refuses inline. */
  scriptSrc?: string | readonly string[];
}

/** A whole demo page: the same head for every module, deferred scripts, no inline code. */
export function htmlPage(options: HtmlPageOptions): string {
  const sources = typeof options.scriptSrc === 'string' ? [options.scriptSrc] : options.scriptSrc;
  const scripts = (sources ?? []).map((source) => html`<script src="${source}" defer></script>`);
  const attributes = Object.entries(options.bodyAttributes ?? {}).map(
    ([name, value]) => html` ${name}="${value}"`,
  );
  return html`<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
${options.head}
${scripts}
</head>
<body${attributes}>
${options.body}
</body>
</html>
`.markup;
}
