import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape.ts';
import { htmlPage } from './page.ts';
import { html } from './template.ts';

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

  it("should escape XML's apostrophe with its own entity", () => {
    expect(escapeXml(`'&"`)).toBe('&apos;&amp;&quot;');
  });
});

describe('htmlPage', () => {
  it('should build a page whose scripts are deferred files and whose values are escaped', () => {
    const page = htmlPage({
      lang: 'pt',
      title: 'A & B',
      head: html`<link rel="stylesheet" href="/style.css" />`,
      bodyAttributes: { 'data-token': '"><script>' },
      body: html`<main>${'<b>'}</main>`,
      scriptSrc: ['/demo/a.js', '/demo/b.js'],
    });
    expect(page).toMatch(/^<!doctype html>\n<html lang="pt">\n<head>\n<meta charset="utf-8">/);
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<link rel="stylesheet" href="/style.css" />');
    expect(page).toContain(
      '<script src="/demo/a.js" defer></script><script src="/demo/b.js" defer></script>',
    );
    expect(page).toContain('<body data-token="&quot;&gt;&lt;script&gt;">');
    expect(page).toContain('<main>&lt;b&gt;</main>');
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('should leave out what a page does not have', () => {
    const page = htmlPage({ lang: 'es', title: 'x', body: html`<p>y</p>` });
    expect(page).not.toContain('<script');
    expect(page).toContain('<body>\n<p>y</p>\n</body>');
  });
});
