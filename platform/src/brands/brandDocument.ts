import { resolveTheme } from '../../../design-system/themes/resolveTheme.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageTag,
  type LanguageTag,
} from '../../../host/i18n/languages.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';

/**
 * What a brand's document says about it before any script runs (the page's head, its web app
 * manifest, its offline page): one reading of the published brand for all three, so a tab, a
 * home-screen icon and a link preview never disagree.
 */
export interface BrandDocument {
  name: string;
  /** `<html lang>`: the brand's default language as a BCP 47 tag (es-es → es-ES). */
  lang: LanguageTag;
  /** In the default language, when the brand has one. */
  description: string | undefined;
  /** The theme's brand colour: the browser's toolbar and the task switcher. */
  themeColor: string;
  /** The theme's page surface: the splash screen before the app paints. */
  backgroundColor: string;
  /** Text on the page surface, and on the brand colour (the offline page's button). */
  textColor: string;
  onThemeColor: string;
  favicon: BrandImage | undefined;
  logo: (BrandImage & { alt: string }) | undefined;
}

export interface BrandImage {
  /** Where the browser fetches it: `/brand-assets/<path>` or the brand's https URL. */
  href: string;
  /** The media type its extension names, if known. */
  type: string | undefined;
  /** The path inside the brand folder, for a file that ships with the brand. */
  file: string | undefined;
}

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

function brandImage(source: string | undefined): BrandImage | undefined {
  const value = source?.trim();
  if (!value) return undefined;
  const external = value.startsWith('https://');
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(value)?.[1]?.toLowerCase();
  return {
    href: external ? value : `/brand-assets/${value.replace(/^\/+/, '')}`,
    type: extension ? imageTypes[extension] : undefined,
    file: external ? undefined : value.replace(/^\/+/, ''),
  };
}

export function brandDocument(brand: Brand): BrandDocument {
  const code = brand.languages.default ?? DEFAULT_LANGUAGE;
  const lang = languageTag(isLanguageCode(code) ? code : DEFAULT_LANGUAGE);
  const theme = resolveTheme(brand.theme ?? {}, brand.theme?.base ?? 'light');
  const description = brand.description?.[code] ?? Object.values(brand.description ?? {})[0];
  const logo = brandImage(brand.logo?.src);
  return {
    name: brand.name,
    lang,
    description: description?.trim() || undefined,
    themeColor: theme.color.brand,
    backgroundColor: theme.color.surfacePage,
    textColor: theme.color.textPrimary,
    onThemeColor: theme.color.onBrand,
    favicon: brandImage(brand.favicon),
    logo: logo && { ...logo, alt: brand.logo?.alt ?? brand.name },
  };
}
