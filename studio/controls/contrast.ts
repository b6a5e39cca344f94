import { contrastPairs, contrastRatio } from '../../design-system/themes/contrast.ts';
import { resolveTheme } from '../../design-system/themes/resolveTheme.ts';
import type {
  ThemeName,
  ThemeOverrides,
  ThemeValues,
} from '../../design-system/themes/themeValues.ts';
import { readColor } from '../../host/brand/cssValues.ts';

export type ColourRole = keyof ThemeValues['color'];

/** One pair a colour role takes part in, as brand:check measures it. */
export interface ContrastReading {
  /** The role it is paired with. */
  other: ColourRole;
  /** Whether the role is the text (foreground) of the pair. */
  foreground: boolean;
  /** Undefined when either colour cannot be read (a gradient, a typo). */
  ratio: number | undefined;
  /** WCAG AA: 4.5 for text, 3 for focus rings and control borders. */
  minimum: number;
  passes: boolean;
}

/**
 * The brand's theme as the app paints it: its overrides over the base theme it names. The same
 * resolution brand:check runs, so the readout and the check never disagree.
 */
export function resolvedBrandTheme(theme: unknown): ThemeValues {
  const overrides = (typeof theme === 'object' && theme !== null ? theme : {}) as ThemeOverrides & {
    base?: unknown;
  };
  const base: ThemeName = overrides.base === 'dark' ? 'dark' : 'light';
  return resolveTheme(overrides, base);
}

/**
 * Every pair of brand:check's contrast rule (design-system/themes/contrast.ts) that the role is
 * in, measured on the resolved theme with the colour reader brand:check uses (any CSS colour).
 */
export function contrastReadings(theme: ThemeValues, role: string): ContrastReading[] {
  return contrastPairs
    .filter(([foreground, background]) => foreground === role || background === role)
    .map(([foreground, background, minimum]) => {
      const ratio = contrastRatio(theme.color[foreground], theme.color[background], readColor);
      return {
        other: foreground === role ? background : foreground,
        foreground: foreground === role,
        ratio,
        minimum,
        passes: ratio !== undefined && ratio >= minimum,
      };
    });
}

/** `#rrggbb` for the native colour picker, which takes nothing else; undefined if unreadable. */
export function toHex(value: string): string | undefined {
  const rgb = readColor(value);
  if (!rgb) return undefined;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
