import DOMPurify from 'dompurify';

/**
 * What a flat page's HTML may hold (content README: headings, paragraphs, lists, emphasis,
 * links). Everything else is dropped, its text kept; the page's own title is the screen's h1,
 * so content headings start at h2.
 */
const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'span',
  'div',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * Ids stay (prefixed, see below) so `#section-n` anchors work; no `name`, style, event handler
 * or form attribute.
 */
const allowedAttributes = [
  'href',
  'id',
  'title',
  'target',
  'rel',
  'lang',
  'dir',
  'colspan',
  'rowspan',
];

/**
 * What every id of operator HTML starts with (DOMPurify's `SANITIZE_NAMED_PROPS` prefix): an
 * element named `config` or `location` would otherwise shadow `window.config` or a document
 * property that the app or a third-party script reads (DOM clobbering).
 */
export const contentIdPrefix = 'user-content-';

/** The element id a fragment of the page (`section-2` from `#section-2`) names in the HTML. */
export function contentElementId(fragment: string): string {
  return fragment.startsWith(contentIdPrefix) ? fragment : `${contentIdPrefix}${fragment}`;
}

/** Web, e-mail and phone links, and relative app addresses: never `javascript:` or `data:`. */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

// An instance of its own: its hook must not change how anything else in the app sanitises.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  // A same-page anchor follows its target's prefixed id, so the browser still scrolls to it.
  if (href !== null && href.length > 1 && href.startsWith('#')) {
    node.setAttribute('href', `#${contentElementId(href.slice(1))}`);
  }
  if (href !== null && isExternalHref(href, window.location.origin)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    // An app page or a mail/phone link opens in place; a stray target would lose the session tab.
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
});

/**
 * A flat page's HTML made safe to insert: no scripts, no event handlers, no `javascript:` URLs,
 * external links in a new tab with `rel="noopener noreferrer"`, ids under `contentIdPrefix`. The platform promises such HTML
 * already; the page is operator content, so the app does not rely on it.
 */
export function sanitizeFlatPageHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Whether a link leaves the app: an http(s) address on another origin. */
export function isExternalHref(href: string, origin: string): boolean {
  const url = parseUrl(href, origin);
  return url !== undefined && /^https?:$/.test(url.protocol) && url.origin !== origin;
}

/**
 * The in-app address (path, query, hash) a link points at, for the router to open without a
 * reload; undefined for another site, a mail or phone link, or a bare `#anchor` (the browser
 * scrolls to those itself).
 */
export function appPathOf(href: string, origin: string): string | undefined {
  if (href.startsWith('#')) return undefined;
  const url = parseUrl(href, origin);
  if (!url || url.origin !== origin || !/^https?:$/.test(url.protocol)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

function parseUrl(href: string, origin: string): URL | undefined {
  try {
    return new URL(href, origin);
  } catch {
    return undefined;
  }
}
