import { bcLanguage, bcSection, type BcCategory } from './bc.ts';
import type { DigsportRoute } from './digsport.ts';

/**
 * A brand's frame address as a URL: a path on the app's origin (`/demo/bc/`, not `//host`) or an
 * https address. Anything else (`javascript:`, plain http elsewhere) is no frame at all: the page
 * then says the sportsbook is not available rather than framing something unexpected.
 */
export function frameBase(frameUrl: string, origin: string): URL | null {
  if (frameUrl.startsWith('/') && !frameUrl.startsWith('//')) {
    const url = new URL(frameUrl, origin);
    return url.origin === origin ? url : null;
  }
  try {
    const url = new URL(frameUrl);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export interface BcFrameInput {
  /** The brand's `integrations.bc.frameUrl`. */
  frameUrl: string;
  category: BcCategory;
  /** The interface language tag (`es-ES`). */
  language: string;
  /** The player's token; a guest's frame has none. */
  token?: string;
  /** The app's origin (`window.location.origin`). */
  origin: string;
}

/** `${frameUrl}live|sports|bet-history?lang=eng|spa|por&token=…`, or null for an unusable base. */
export function bcFrameSrc({ frameUrl, category, language, token, origin }: BcFrameInput) {
  const url = frameBase(frameUrl, origin);
  if (!url) return null;
  // The section goes onto the path so a base that carries its own query keeps it.
  url.pathname = `${url.pathname}${bcSection(category)}`;
  url.searchParams.set('lang', bcLanguage(language));
  if (token) url.searchParams.set('token', token);
  return url.href;
}

export interface DigsportFrameInput {
  /** The brand's `integrations.digitain.frameUrl`. */
  frameUrl: string;
  token: string;
  /** The interface language tag (`es-ES`); the boot page takes long or short codes. */
  language: string;
  route: DigsportRoute;
  origin: string;
}

/** `${frameUrl}?token=…&lang=…&route=home|live|history`, or null for an unusable base. */
export function digsportFrameSrc({ frameUrl, token, language, route, origin }: DigsportFrameInput) {
  const url = frameBase(frameUrl, origin);
  if (!url) return null;
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  url.searchParams.set('route', route);
  return url.href;
}
