import { escapeHtml } from './escape.ts';

/** Markup that is already escaped (built by `html`), so it is not escaped twice. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined;

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
