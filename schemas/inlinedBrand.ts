/**
 * The id of the page's `<script type="application/json">` that carries the published brand, so
 * the app starts without waiting for `/brand.json` (the platform and `brand:export` write it, the
 * app's boot reads it). A data block is never executed: the Content-Security-Policy needs no nonce.
 */
export const inlinedBrandId = 'published-brand';

/**
 * JSON text that cannot end the script element holding it: every `<` becomes `\u003c`, which
 * JSON reads back as the same character, so neither `</script>` nor `<!--` in a brand's text
 * (a name, a URL) can close the block or change how the HTML parser reads it.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}
