import { studioPaths } from '../../schemas/studioApi.ts';
import {
  studioPreviewMessageType,
  studioPreviewReadyType,
  type StudioPreviewMessage,
} from '../../schemas/studioPreview.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { isPublishedBrand, loadBrand } from '../brand/loadBrand.ts';

/**
 * The draft brand of a studio preview frame, from the studio's preview URL (the operator's
 * session only). Anyone else (a player who followed a preview link, an operator whose session
 * ended) gets 401 there and sees the published brand, silently: a preview flag never breaks a page.
 */
export async function loadPreviewBrand(
  brandId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Brand> {
  try {
    const response = await fetchImpl(studioPaths.preview(brandId), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.ok) {
      const body: unknown = await response.json();
      if (isPublishedBrand(body)) return body;
    }
  } catch {
    // The published brand below.
  }
  return loadBrand(fetchImpl);
}

const isPreviewMessage = (data: unknown): data is StudioPreviewMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === studioPreviewMessageType;

/**
 * Follows the drafts the studio window that frames this page posts (each edit, throttled), and
 * tells it this frame listens so it posts the draft it has now. Only the parent window of the
 * same origin is heard, and only a brand of the published shape (the studio fills the defaults
 * as publishing does). Returns the unsubscribe.
 */
export function followStudio(onBrand: (brand: Brand) => void, target: Window = window): () => void {
  const parent = target.parent;
  if (parent === target) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (event.origin !== target.location.origin || event.source !== parent) return;
    if (!isPreviewMessage(event.data) || !isPublishedBrand(event.data.brand)) return;
    onBrand(event.data.brand);
  };
  target.addEventListener('message', listener);
  parent.postMessage({ type: studioPreviewReadyType }, target.location.origin);
  return () => target.removeEventListener('message', listener);
}
