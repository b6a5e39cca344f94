// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterPaintLoader,
  afterPaintLoaderHash,
  afterPaintTemplateId,
  withScriptsAfterPaint,
} from './scriptsAfterPaint.ts';
import { shellAssets } from './serviceWorker.ts';

/** A page as the build writes it: the entry, its preloads and the stylesheet in the head. */
const builtPage = `<!doctype html>
<html lang="es-ES">
  <head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework.js">
    <link rel="stylesheet" crossorigin href="/assets/style.css">
    <link rel="modulepreload" crossorigin="" href="/assets/features.js">
  </head>
  <body>
    <div id="root"><header>Demo</header></div>
  </body>
</html>`;

describe('withScriptsAfterPaint', () => {
  it('should hold the scripts in a template and leave the stylesheet in the head', () => {
    const page = withScriptsAfterPaint(builtPage);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(page).toContain(
      `<template id="${afterPaintTemplateId}"><script type="module" crossorigin src="/assets/index.js"></script>` +
        '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
        '<link rel="modulepreload" crossorigin="" href="/assets/features.js"></template>' +
        `<script>${afterPaintLoader}</script>`,
    );
  });

  it('should keep every asset name for the service worker to cache', () => {
    expect(shellAssets(withScriptsAfterPaint(builtPage)).sort()).toEqual(
      shellAssets(builtPage).sort(),
    );
  });

  it('should leave a page without scripts as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(withScriptsAfterPaint(page)).toBe(page);
  });

  it('should name the loader by the hash of its exact text', async () => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(afterPaintLoader),
    );
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(afterPaintLoaderHash).toBe(`'sha256-${base64}'`);
  });
});

describe('the loader', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** Runs the very text the page carries, as the browser does. */
  function runLoader() {
    // The loader ships as text inside the page: what is tested is that text, not a copy of it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(afterPaintLoader)();
  }

  function openPage() {
    const page = new DOMParser().parseFromString(withScriptsAfterPaint(builtPage), 'text/html');
    document.head.innerHTML = page.head.innerHTML;
    document.body.innerHTML = page.body.innerHTML;
  }
  const heldInHead = () =>
    [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((tag) =>
      tag.outerHTML.replace(/\s+/g, ' '),
    );

  it('should add the scripts to the head only after the next frame has been drawn', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    openPage();
    runLoader();
    expect(heldInHead()).toEqual([]);
    for (const frame of frames) frame(0);
    expect(heldInHead()).toEqual([]);
    vi.runAllTimers();
    expect(heldInHead()).toEqual([
      '<script type="module" crossorigin="" src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/framework.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/features.js">',
    ]);
    // Once only, whatever comes next.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heldInHead()).toHaveLength(3);
    vi.useRealTimers();
  });

  it('should start at once in a hidden page, which draws no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('a hidden page draws no frame');
    });
    openPage();
    runLoader();
    expect(heldInHead()).toHaveLength(3);
  });

  it('should start when the page is hidden before its frame is drawn', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    openPage();
    runLoader();
    expect(heldInHead()).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heldInHead()).toHaveLength(3);
  });
});
