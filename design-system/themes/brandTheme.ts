import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '../tokens/contract.css.ts';
import type { ThemeValues } from './themeValues.ts';

/**
 * The CSS custom properties that apply a resolved theme, for `style` or for
 * `element.style.setProperty`. Values are static strings: nothing generates CSS at runtime.
 */
export function themeCssVars(values: ThemeValues): Record<string, string> {
  return assignInlineVars(vars, values);
}

export { resolveTheme } from './resolveTheme.ts';
