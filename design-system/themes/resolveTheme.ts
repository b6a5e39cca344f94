import { darkThemeValues } from './darkThemeValues.ts';
import { lightThemeValues } from './lightThemeValues.ts';
import type { ThemeName, ThemeOverrides, ThemeValues } from './themeValues.ts';

// Kept apart from the contract (a .css.ts module) so Node tools such as the brand checker can
// resolve a brand's theme without vanilla-extract's build step.
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
