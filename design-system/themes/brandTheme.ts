import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '../tokens/contract.css.ts';
import { darkThemeValues } from './darkThemeValues.ts';
import { lightThemeValues } from './lightThemeValues.ts';
import type { ThemeName, ThemeOverrides, ThemeValues } from './themeValues.ts';

const baseValues: Record<ThemeName, ThemeValues> = {
  light: lightThemeValues,
  dark: darkThemeValues,
};

/**
 * A brand's theme from its JSON: every role it sets, and the base theme's value for every role it
 * leaves out, so a brand can override only its primary colour. Blank strings count as left out.
 */
export function resolveTheme(
  overrides: ThemeOverrides = {},
  base: ThemeName = 'light',
): ThemeValues {
  const resolved = structuredClone(baseValues[base]);
  for (const group of Object.keys(resolved) as Array<keyof ThemeValues>) {
    const groupOverrides: Partial<Record<string, string>> = overrides[group] ?? {};
    const target = resolved[group] as Record<string, string>;
    for (const [role, value] of Object.entries(groupOverrides)) {
      if (role in target && typeof value === 'string' && value.trim() !== '') {
        target[role] = value;
      }
    }
  }
  return resolved;
}

/**
 * The CSS custom properties that apply a resolved theme, for `style` or for
 * `element.style.setProperty`. Values are static strings: nothing generates CSS at runtime.
 */
export function themeCssVars(values: ThemeValues): Record<string, string> {
  return assignInlineVars(vars, values);
}
