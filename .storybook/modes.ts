import type { ThemeName } from '../design-system/themes/themeValues.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../host/i18n/languages.ts';
import { storyBrands } from './brands.ts';
import { brandBase, noBrand } from './storyLook.ts';
import { defaultViewport, type PhoneViewport } from './viewports.ts';

/**
 * A Chromatic mode: the globals a snapshot is taken with. `viewport` is Chromatic's own key,
 * naming one of the viewport toolbar's options (viewports.ts). Chromatic keeps one baseline per
 * mode name, so renaming a mode starts its baselines again.
 */
export interface ReviewMode {
  brand: string;
  theme: ThemeName;
  language: LanguageCode;
  viewport: PhoneViewport;
}

/** Designers review in the default interface language; stories that pin another keep it. */
const language = DEFAULT_LANGUAGE;

/** A brand from config/ in its own base theme; throws for an id with no folder there. */
export function brandMode(brandId: string, viewport: PhoneViewport = defaultViewport): ReviewMode {
  const brand = storyBrands[brandId];
  if (!brand) throw new Error(`No brand "${brandId}" in config/ for a Chromatic mode.`);
  return { brand: brand.id, theme: brandBase(brand), language, viewport };
}

/** One mode per brand folder in config/, named by the brand's id, at the reference phone size. */
export const brandModes: Readonly<Record<string, ReviewMode>> = Object.fromEntries(
  Object.keys(storyBrands).map((id) => [id, brandMode(id)]),
);

/**
 * Modes beyond one per brand, listed by hand: add a viewport or a combination here, e.g.
 * `'costa 360': brandMode('costa', 'phone360')`. A brand offers one base theme only
 * (`theme.base` in brand.schema.json), so dark is reviewed in the design-system default's dark
 * theme, the palette every dark brand starts from.
 */
export const extraModes: Readonly<Record<string, ReviewMode>> = {
  dark: { brand: noBrand, theme: 'dark', language, viewport: defaultViewport },
};

/** Every story is captured once per mode (`parameters.chromatic.modes` in preview.tsx). */
export const allModes: Readonly<Record<string, ReviewMode>> = { ...brandModes, ...extraModes };

/**
 * The Chromatic parameters of a story that pins its brand in `globals`: the story's globals win
 * over a mode's, so every mode would take the same picture. It keeps that brand's mode and turns
 * the others off.
 */
export function pinnedBrand(brandId: string): {
  chromatic: { modes: Record<string, ReviewMode | { disable: true }> };
} {
  const kept = brandModes[brandId];
  if (!kept) throw new Error(`No brand "${brandId}" in config/ for a Chromatic mode.`);
  const modes = Object.fromEntries(
    Object.keys(allModes).map((name) => [name, { disable: true } as const]),
  ) as Record<string, ReviewMode | { disable: true }>;
  modes[brandId] = kept;
  return { chromatic: { modes } };
}
