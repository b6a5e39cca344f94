import type { BrandDocument, BrandImage } from './brandDocument.ts';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** A web app manifest (W3C Web Application Manifest): what a phone installs to its home screen. */
export interface WebManifest {
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: '/';
  scope: '/';
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** Launchers cut a home-screen label at about twelve characters. */
const SHORT_NAME_LENGTH = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const words = name.split(/\s+/);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_LENGTH) break;
    short = `${short} ${word}`;
  }
  return short.slice(0, SHORT_NAME_LENGTH);
}

/**
 * An SVG scales to any size a launcher asks for. A raster image lists the size its file has, so
 * the caller (which can read the file) says it; one it cannot size is left out rather than
 * guessed.
 */
function iconOf(
  image: BrandImage | undefined,
  sizes: string | undefined,
): ManifestIcon | undefined {
  if (!image?.type) return undefined;
  if (image.type === 'image/svg+xml') return { src: image.href, sizes: 'any', type: image.type };
  return sizes ? { src: image.href, sizes, type: image.type } : undefined;
}

export interface ManifestOptions {
  /** Icons made for the brand beside its own (the PNG 192 and 512 px an export renders). */
  extraIcons?: readonly ManifestIcon[];
  /** The `WxH` size of a raster brand image, when it can be read. */
  rasterSize?: (image: BrandImage) => string | undefined;
}

/**
 * The brand's manifest. Icons come from the favicon first (square, made to be an icon), then the
 * header logo (often a wide word mark, which a launcher would squeeze into a square).
 */
export function webManifest(document: BrandDocument, options: ManifestOptions = {}): WebManifest {
  const size = (image: BrandImage | undefined) =>
    image && image.type !== 'image/svg+xml' ? options.rasterSize?.(image) : undefined;
  const own = [iconOf(document.favicon, size(document.favicon))];
  if (own[0] === undefined) own.push(iconOf(document.logo, size(document.logo)));
  const icons = [...(options.extraIcons ?? []), ...own].filter(
    (icon): icon is ManifestIcon => icon !== undefined,
  );
  return {
    name: document.name,
    short_name: shortName(document.name),
    ...(document.description === undefined ? {} : { description: document.description }),
    lang: document.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: document.themeColor,
    background_color: document.backgroundColor,
    icons,
  };
}

/**
 * What keeps a manifest from making its brand installable (Chromium's criteria): a name and short
 * name, an icon, a start URL and a standalone display, and valid colours. Empty when it is.
 */
export function manifestProblems(manifest: Partial<Record<keyof WebManifest, unknown>>): string[] {
  const problems: string[] = [];
  const text = (key: keyof WebManifest) => {
    const value = manifest[key];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${key} is missing`);
  };
  text('name');
  text('short_name');
  text('start_url');
  if (manifest.display !== 'standalone' && manifest.display !== 'fullscreen')
    problems.push('display is not standalone');
  for (const key of ['theme_color', 'background_color'] as const) {
    const value = manifest[key];
    if (typeof value !== 'string' || !/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(.+\))$/i.test(value))
      problems.push(`${key} is not a colour`);
  }
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as Partial<ManifestIcon>[]) : [];
  if (icons.length === 0) problems.push('icons is empty');
  for (const [index, icon] of icons.entries()) {
    if (!icon.src) problems.push(`icons[${String(index)}].src is missing`);
    if (!icon.type) problems.push(`icons[${String(index)}].type is missing`);
    if (!icon.sizes || !/^(any|\d+x\d+)( \d+x\d+)*$/.test(icon.sizes))
      problems.push(`icons[${String(index)}].sizes is not "any" or WxH`);
  }
  return problems;
}
