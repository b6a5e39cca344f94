import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeReturnUrl } from './html.ts';
import { shortLanguage } from './language.ts';

describe('html', () => {
  it('should escape every interpolated value but not nested markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\``)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;',
    );
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${[inner, inner]}${null}${3}</p>`.markup).toBe(
      '<p><b>&lt;i&gt;</b><b>&lt;i&gt;</b><b>&lt;i&gt;</b>3</p>',
    );
  });

  it.each([
    ['/slots/main', '/slots/main'],
    ['https://app.example/slots', 'https://app.example/slots'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,x', '/'],
    ['', '/'],
  ])('should keep only app paths and http(s) addresses: %s → %s', (value, expected) => {
    expect(safeReturnUrl(value, '/')).toBe(expected);
  });
});

describe('shortLanguage', () => {
  it.each([
    ['es-es', 'es'],
    ['en-US', 'en'],
    ['PT-pt', 'pt'],
    ['en_US', 'en'],
    ['eng', 'en'],
    ['por', 'pt'],
    ['ru-ru', 'es'],
    [undefined, 'es'],
  ])('should read %s as %s', (code, expected) => {
    expect(shortLanguage(code)).toBe(expected);
  });
});
