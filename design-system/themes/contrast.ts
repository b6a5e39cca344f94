import type { ThemeValues } from './themeValues.ts';

/** Red, green and blue, 0 to 255. */
export type Rgb = [number, number, number];

/** Reads a CSS colour as sRGB; undefined when it cannot. */
export type ColorReader = (value: string) => Rgb | undefined;

/** Parses `#rgb`, `#rrggbb` and `rgb()/rgba()` (alpha ignored); undefined for anything else. */
export function parseColor(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG contrast ratio of two colours (1 to 21); undefined when either cannot be read. The reader
 * is a parameter so the publish-time brand checker can read every CSS colour (a colour library)
 * while the app's own screens keep this small parser out of a library's weight.
 */
export function contrastRatio(
  foreground: string,
  background: string,
  read: ColorReader = parseColor,
): number | undefined {
  const fg = read(foreground);
  const bg = read(background);
  if (!fg || !bg) return undefined;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColorRole = keyof ThemeValues['color'];

/**
 * Text-on-surface pairs the components actually use, with the WCAG AA minimum for each: 4.5 for
 * text, 3 for non-text indicators (focus ring, borders of controls).
 */
export const contrastPairs: ReadonlyArray<[ColorRole, ColorRole, number]> = [
  ['textPrimary', 'surfacePage', 4.5],
  ['textPrimary', 'surfaceRaised', 4.5],
  ['textPrimary', 'surfaceSunken', 4.5],
  ['textPrimary', 'surfaceOverlay', 4.5],
  ['textSecondary', 'surfacePage', 4.5],
  ['textSecondary', 'surfaceRaised', 4.5],
  ['textLink', 'surfacePage', 4.5],
  ['textLink', 'surfaceRaised', 4.5],
  ['onBrand', 'brand', 4.5],
  ['onBrand', 'brandHover', 4.5],
  ['brand', 'surfaceRaised', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onPositive', 'positive', 4.5],
  ['onNegative', 'negative', 4.5],
  ['onWarning', 'warning', 4.5],
  ['onInfo', 'info', 4.5],
  ['positive', 'surfaceRaised', 4.5],
  ['negative', 'surfaceRaised', 4.5],
  ['warning', 'surfaceRaised', 4.5],
  ['info', 'surfaceRaised', 4.5],
  ['textPrimary', 'positiveSoft', 4.5],
  ['textPrimary', 'negativeSoft', 4.5],
  ['textPrimary', 'warningSoft', 4.5],
  ['textPrimary', 'infoSoft', 4.5],
  ['oddsIncreased', 'surfaceRaised', 4.5],
  ['oddsReduced', 'surfaceRaised', 4.5],
  ['focusRing', 'surfacePage', 3],
  ['focusRing', 'surfaceRaised', 3],
  ['borderStrong', 'surfaceRaised', 3],
];

export interface ContrastProblem {
  foreground: ColorRole;
  background: ColorRole;
  /** Undefined when a value is not a colour this check can read (e.g. a gradient). */
  ratio: number | undefined;
  minimum: number;
}

/** Every pair of a theme below its WCAG AA minimum, for tests and for the brand checker. */
export function findContrastProblems(
  theme: ThemeValues,
  read: ColorReader = parseColor,
): ContrastProblem[] {
  return contrastPairs.flatMap(([foreground, background, minimum]) => {
    const ratio = contrastRatio(theme.color[foreground], theme.color[background], read);
    return ratio !== undefined && ratio >= minimum
      ? []
      : [{ foreground, background, ratio, minimum }];
  });
}
