import { inlinedBrandId, scriptSafeJson } from '../../../schemas/inlinedBrand.ts';

/** The built page's early request for the brand, useless once the page carries it. */
const brandPreload = /[ \t]*<link rel="preload" href="\/brand\.json"[^>]*>\r?\n?/;

/**
 * The page with the published brand in it (the text `/brand.json` answers), so the app starts
 * without that round trip. `/brand.json` stays for everything else (the service worker, a page
 * cached before this one, tools). The block is JSON, never executed: the Content-Security-Policy
 * has nothing to allow.
 */
export function withInlinedBrand(indexHtml: string, publishedText: string): string {
  const block = `<script type="application/json" id="${inlinedBrandId}">${scriptSafeJson(publishedText)}</script>`;
  // At the end of the body: the app's module script runs after the whole page is parsed anyway,
  // and the first frame above it paints without waiting for these bytes.
  return indexHtml.replace(brandPreload, '').replace(/<\/body>/i, () => `${block}\n  </body>`);
}
