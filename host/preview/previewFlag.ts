import { studioPreviewParams } from '../../schemas/studioPreview.ts';
import { isLanguageCode, type LanguageCode } from '../i18n/languages.ts';

/** The frame's preview request: which brand's draft, in which language. */
export interface StudioPreviewRequest {
  brandId: string;
  language: LanguageCode | undefined;
}

const storageKey = 'studioPreview';
const brandIdPattern = /^[a-z0-9][a-z0-9-]*$/;

function fromParams(params: URLSearchParams): StudioPreviewRequest | undefined {
  const brandId = params.get(studioPreviewParams.brand);
  if (!brandId || !brandIdPattern.test(brandId)) return undefined;
  const language = params.get(studioPreviewParams.language);
  return { brandId, language: isLanguageCode(language) ? language : undefined };
}

/**
 * Whether this page is a studio preview frame (decision 032): `?studio-preview=<brandId>` on its
 * first load, kept in the tab's session storage so a reload after in-app navigation (which drops
 * the query) stays in preview. Anything else, storage failures included, is a player's page.
 * Small on purpose: it is in every player's entry script; the preview itself loads on demand.
 */
export function studioPreviewRequest(
  location: Location = window.location,
): StudioPreviewRequest | undefined {
  const requested = fromParams(new URLSearchParams(location.search));
  try {
    if (requested) {
      window.sessionStorage.setItem(storageKey, new URLSearchParams(location.search).toString());
      return requested;
    }
    const kept = window.sessionStorage.getItem(storageKey);
    return kept ? fromParams(new URLSearchParams(kept)) : undefined;
  } catch {
    return requested;
  }
}
