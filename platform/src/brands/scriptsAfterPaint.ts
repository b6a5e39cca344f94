import { createHash } from 'node:crypto';

/** The `<template>` that holds a framed page's script tags until its first frame is painted. */
export const afterPaintTemplateId = 'app-scripts';

/**
 * Copies the held tags into the head once the page has painted: a `requestAnimationFrame` runs
 * just before a frame is drawn and the timer after it. A hidden page draws no frame, so it starts
 * at once (or as soon as it is hidden). Fresh elements, as copies of inert template content would
 * never run. Plain ES5 in one line: it runs before any of the app's code, in every browser.
 */
export const afterPaintLoader =
  '(function(){var t=document.getElementById("' +
  afterPaintTemplateId +
  '"),started=false;' +
  'function start(){if(started||!t)return;started=true;' +
  'Array.prototype.forEach.call(t.content.children,function(held){' +
  'var tag=document.createElement(held.localName);' +
  'Array.prototype.forEach.call(held.attributes,function(a){tag.setAttribute(a.name,a.value)});' +
  'document.head.appendChild(tag)})}' +
  'if(document.visibilityState==="hidden"){start();return}' +
  'document.addEventListener("visibilitychange",start);' +
  'requestAnimationFrame(function(){setTimeout(start,0)})})();';

/** The loader's CSP source: the one inline script a page may run. */
export const afterPaintLoaderHash = `'sha256-${createHash('sha256').update(afterPaintLoader).digest('base64')}'`;

const scriptTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A page that paints from its HTML (a prerendered frame and the stylesheet) needs no script for
 * its first frame, so its scripts are fetched after that frame: on a phone's narrow link the
 * stylesheet, the font and the first screen's images then have the bandwidth to themselves, and
 * the page is seen before the code that makes it interactive arrives. The tags keep their
 * attributes (the service worker reads the same `/assets/` names from the page).
 */
export function withScriptsAfterPaint(html: string): string {
  const tags = html.match(scriptTags) ?? [];
  if (tags.length === 0) return html;
  const held = tags.join('');
  return html
    .replace(new RegExp(`[ \\t]*(?:${scriptTags.source})\\n?`, 'g'), '')
    .replace(
      /<\/body>/i,
      () =>
        `<template id="${afterPaintTemplateId}">${held}</template>` +
        `<script>${afterPaintLoader}</script>\n  </body>`,
    );
}
