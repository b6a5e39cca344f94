import { integrationOrigins } from './integrationOrigins.ts';
import { afterPaintLoaderHash } from './brands/scriptsAfterPaint.ts';

/**
 * The Content-Security-Policy of a brand's app, from its published brand JSON. One function for
 * the demo server and for the CDN header files `brand:export` writes, so a brand served either way
 * runs under the same policy.
 *
 * Only what the app needs: its own scripts (and the framed page's loader, by hash), fonts and API; images also from https (game
 * thumbnails, flags) and data: URLs; frames and scripts from exactly the origins the brand's
 * integrations name (embedded sportsbooks, TV-bet, the inbet launcher). Styles allow
 * 'unsafe-inline' because the side menu's scroll lock (Radix, react-remove-scroll) injects a
 * <style> element. A brand whose `api.baseUrl` names another origin (the operator's platform
 * behind a static export) may call it: that origin joins connect-src.
 */
export function contentSecurityPolicy(brandText: string): string {
  const origins = integrationOrigins(brandText);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The framed page's one inline script, which starts the app after the first paint, by its hash.
    ['script-src', ["'self'", afterPaintLoaderHash, ...origins.scripts]],
    // Nothing runs from an attribute (onclick=…): an injected attribute can never run code.
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...apiOrigins(brandText)]],
    ['frame-src', ["'self'", ...origins.frames]],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // The service worker is the app's own script, never a third party's.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/** The platform's origin when the brand names one (an https URL); the app's own otherwise. */
function apiOrigins(brandText: string): string[] {
  try {
    const brand = JSON.parse(brandText) as { api?: { baseUrl?: unknown } } | null;
    const baseUrl = brand?.api?.baseUrl;
    if (typeof baseUrl !== 'string' || !baseUrl.startsWith('https://')) return [];
    return [new URL(baseUrl).origin];
  } catch {
    // A policy must never open up because its input is broken.
    return [];
  }
}
