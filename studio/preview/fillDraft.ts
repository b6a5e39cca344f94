import { validateBrand } from '../../host/brand/validateBrand.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { withPreviewAssetUrls } from '../../schemas/studioPreviewAssets.ts';

export type PreviewBase = 'light' | 'dark';

/**
 * The draft as the preview endpoint serves it (the schema's defaults and the presets filled by
 * the very function publishing runs, its files at the studio's URLs), with the base theme the
 * operator looks at; undefined while the draft breaks a rule (the frames keep the last one).
 */
export function fillDraft(
  draft: Record<string, unknown>,
  brandId: string,
  base: PreviewBase | undefined,
): Brand | undefined {
  // Validation fills defaults in place: the editor's object is not to be touched.
  const result = validateBrand(structuredClone(draft));
  if (!result.ok) return undefined;
  const brand = withPreviewAssetUrls(result.brand, brandId);
  return base ? { ...brand, theme: { ...brand.theme, base } } : brand;
}
