import { themeNames, type ThemeName } from '../design-system/themes/themeValues.ts';
import type { Brand } from '../schemas/generated/brand.ts';

/** The Brand global's value for "no brand": the design-system default theme. */
export const noBrand = 'none';

type Globals = Readonly<Record<string, unknown>>;
type Brands = Readonly<Record<string, Brand>>;

export interface StoryLook {
  theme: ThemeName;
  /** The brand whose token overrides apply, if any. */
  brand: Brand | undefined;
}

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

function brandOf(value: unknown, brands: Brands): Brand | undefined {
  return typeof value === 'string' ? brands[value] : undefined;
}

/** A brand offers one base theme (brand.schema.json, `theme.base`). */
export function brandBase(brand: Brand): ThemeName {
  return brand.theme?.base ?? 'light';
}

/**
 * What a story looks like from the Brand and Theme globals. A story that pins a theme and no
 * brand is about that design-system theme, so it keeps it whatever brand the toolbar or a
 * Chromatic mode chose; otherwise a chosen brand brings its own base theme and overrides, and
 * without one the Theme global decides.
 */
export function storyLook(globals: Globals, storyGlobals: Globals, brands: Brands): StoryLook {
  const pinsThemeOnly = 'theme' in storyGlobals && !('brand' in storyGlobals);
  const brand = pinsThemeOnly ? undefined : brandOf(globals.brand, brands);
  if (brand) return { theme: brandBase(brand), brand };
  return { theme: isThemeName(globals.theme) ? globals.theme : 'light', brand: undefined };
}

/**
 * Keeps the Brand and Theme toolbars describing what is on screen. Choosing a brand sets Theme
 * to the brand's base (a brand has only one); choosing a theme while a brand is chosen asks for
 * the design-system default in that theme, so Brand goes back to it. Returns the user globals to
 * change, or undefined. `previous` is the user globals this story last rendered with (undefined
 * on its first render). Stories that pin Brand or Theme are left alone: those toolbar entries are
 * locked, and user globals written from one story would carry over to the next.
 */
export function toolbarSync(
  previous: Globals | undefined,
  current: Globals,
  storyGlobals: Globals,
  brands: Brands,
): Record<string, string> | undefined {
  if ('brand' in storyGlobals || 'theme' in storyGlobals) return undefined;
  const brand = brandOf(current.brand, brands);
  if (!brand || current.theme === brandBase(brand)) return undefined;
  const themeWasChosen =
    previous !== undefined && previous.brand === current.brand && previous.theme !== current.theme;
  return themeWasChosen ? { brand: noBrand } : { theme: brandBase(brand) };
}
