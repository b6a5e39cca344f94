import { describe, expect, it } from 'vitest';
import {
  appPathOf,
  contentElementId,
  isExternalHref,
  sanitizeFlatPageHtml,
} from './sanitizeHtml.ts';

const origin = window.location.origin;

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeFlatPageHtml(html);
  return container;
}

describe('sanitizeFlatPageHtml', () => {
  it('should keep headings with their (prefixed) ids, lists, emphasis and links', () => {
    const page = parse(
      '<h2>Rules</h2><h3 id="section-1">1. Account</h3><ul><li><strong>One</strong> <em>account</em></li></ul><p><a href="/flatPages/faq">FAQ</a></p>',
    );
    expect(page.querySelector('h3')?.id).toBe('user-content-section-1');
    expect(page.querySelector('li strong')?.textContent).toBe('One');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/flatPages/faq');
  });

  it('should drop scripts, styles, frames and forms', () => {
    const page = parse(
      '<p>Text</p><script>window.hacked = true</script><style>p{}</style><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(page.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(page.textContent).toContain('Text');
  });

  it('should drop event handlers and inline styles', () => {
    const page = parse(
      '<p onclick="alert(1)" style="color:red">Hi</p><img src="x" onerror="alert(1)"><a href="/x" onmouseover="alert(1)">x</a>',
    );
    expect(page.querySelector('[onclick], [onerror], [onmouseover], [style]')).toBeNull();
    expect(page.querySelector('img')).toBeNull();
  });

  it('should drop javascript: and data: links but keep web, mail and phone links', () => {
    const page = parse(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="mailto:help@example.com">d</a><a href="tel:+56223456789">e</a><a href="https://example.com">f</a>',
    );
    const hrefs = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      null,
      null,
      null,
      'mailto:help@example.com',
      'tel:+56223456789',
      'https://example.com',
    ]);
  });

  it('should open external links in a new tab without opener and app links in place', () => {
    const page = parse(
      '<a href="https://www.gamblersanonymous.org">GA</a><a href="/contacts" target="_blank" rel="opener">Contacts</a><a href="mailto:a@b.c" target="_blank">Mail</a>',
    );
    const [external, internal, mail] = [...page.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(internal?.hasAttribute('rel')).toBe(false);
    expect(mail?.hasAttribute('target')).toBe(false);
  });
});

describe('same-page anchors', () => {
  it('should point at the prefixed id, leaving other links alone', () => {
    const page = parse(
      '<a href="#section-2">Deposits</a><a href="#user-content-section-3">Bets</a><a href="#">Top</a><a href="/flatPages/rules#section-2">Rules</a><h3 id="section-2">2</h3>',
    );
    const hrefs = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '#user-content-section-2',
      '#user-content-section-3',
      '#',
      '/flatPages/rules#section-2',
    ]);
    expect(page.querySelector('h3')?.id).toBe('user-content-section-2');
  });
});

describe('contentElementId', () => {
  it('should name the prefixed id once', () => {
    expect(contentElementId('section-1')).toBe('user-content-section-1');
    expect(contentElementId('user-content-section-1')).toBe('user-content-section-1');
  });
});

describe('isExternalHref', () => {
  it('should tell another site from the app', () => {
    expect(isExternalHref('https://example.org/x', origin)).toBe(true);
    expect(isExternalHref(`${origin}/contacts`, origin)).toBe(false);
    expect(isExternalHref('/contacts', origin)).toBe(false);
    expect(isExternalHref('mailto:a@b.c', origin)).toBe(false);
  });
});

describe('appPathOf', () => {
  it('should give the in-app address of same-origin links', () => {
    expect(appPathOf('/flatPages/rules#section-2', origin)).toBe('/flatPages/rules#section-2');
    expect(appPathOf(`${origin}/contacts?x=1`, origin)).toBe('/contacts?x=1');
  });

  it('should leave other sites, mail, phone and bare anchors to the browser', () => {
    expect(appPathOf('https://example.org/', origin)).toBeUndefined();
    expect(appPathOf('mailto:a@b.c', origin)).toBeUndefined();
    expect(appPathOf('tel:+1', origin)).toBeUndefined();
    expect(appPathOf('#section-1', origin)).toBeUndefined();
  });
});
