import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeFlatPageHtml } from './sanitizeHtml.ts';

/** Puts the sanitised HTML into the live document, as the flat page does. */
function insert(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeFlatPageHtml(html);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('operator HTML clobbering globals through id and name (DOM clobbering)', () => {
  it('should not let an id become a global the app could read', () => {
    insert('<p id="appConfig">x</p><a id="authToken" href="/contacts">y</a>');
    // A named element would otherwise be reachable as window.appConfig.
    expect('appConfig' in window).toBe(false);
    expect('authToken' in window).toBe(false);
    expect(document.getElementById('appConfig')).toBeNull();
  });

  // DOMPurify already drops these names (SANITIZE_DOM); kept as a guard should that change.
  it('should not let an id or name shadow document properties', () => {
    const page = insert(
      '<form id="location"><img name="getElementById"></form><span id="cookie">c</span><span name="body">b</span>',
    );
    expect(document.location).toBe(window.location);
    expect(typeof document.getElementById).toBe('function');
    expect(typeof document.cookie).toBe('string');
    expect(page.querySelector('[name="getElementById"], #location, #cookie')).toBeNull();
  });

  it('should keep every id and name only under the user-content- prefix', () => {
    const page = insert('<h3 id="section-1">1</h3><span id="x" title="t">x</span>');
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toEqual(['user-content-section-1', 'user-content-x']);
    expect(page.querySelector('[name]')).toBeNull();
  });
});
