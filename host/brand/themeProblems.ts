// Pure modules of the design system, imported directly so the Node brand checker can use them too
// (the public index also loads the stylesheets, which only a bundler can).
import { findContrastProblems } from '../../design-system/themes/contrast.ts';
import { resolveTheme } from '../../design-system/themes/resolveTheme.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { BrandProblem } from './brandProblems.ts';
import {
  isDuration,
  isEasing,
  isFontFamily,
  isFontWeight,
  isInteger,
  isLength,
  isLineHeight,
  isShadow,
  namedColors,
  readColor,
} from './cssValues.ts';
import { didYouMean } from './suggest.ts';

interface TokenKind {
  accepts: (value: string) => boolean;
  /** What the value should be, ending the sentence "is not …". */
  expected: string;
}

const colour: TokenKind = {
  accepts: (value) => readColor(value) !== undefined,
  expected: 'a CSS colour (e.g. #0b5cad, rgb(11 92 173), hsl(210 88% 36%), black)',
};
const length: TokenKind = {
  accepts: isLength,
  expected: 'a CSS length (e.g. 12px, 0.75rem, 0)',
};

/** The kind of value each theme group holds, as the theme schema describes it. */
const kindOfGroup: Record<string, TokenKind> = {
  color: colour,
  space: length,
  borderWidth: length,
  radius: length,
  fontSize: length,
  size: length,
  font: {
    accepts: isFontFamily,
    expected: 'a font-family list (e.g. "Inter Variable", Arial, sans-serif)',
  },
  fontWeight: { accepts: isFontWeight, expected: 'a font weight from 100 to 900 (e.g. 400, 700)' },
  lineHeight: { accepts: isLineHeight, expected: 'a unitless line height (e.g. 1.5)' },
  shadow: {
    accepts: isShadow,
    expected: 'a CSS box-shadow (e.g. 0 1px 2px rgba(0, 0, 0, 0.2), or none)',
  },
  zIndex: { accepts: isInteger, expected: 'a whole number (e.g. 100)' },
};
const duration: TokenKind = { accepts: isDuration, expected: 'a duration (e.g. 150ms, 0.25s)' };
const easing: TokenKind = {
  accepts: isEasing,
  expected: 'a timing function (e.g. ease-out, cubic-bezier(0.2, 0, 0, 1))',
};

function kindOf(group: string, role: string): TokenKind | undefined {
  if (group === 'motion') return role.startsWith('duration') ? duration : easing;
  return kindOfGroup[group];
}

/**
 * Every token value the brand sets, checked against its kind: a colour role must be a colour the
 * colour library reads, a space a length, and so on. The schema only knows "a CSS value", and
 * the browser silently drops a value it cannot use, which leaves the base theme's look.
 */
export function tokenProblems(brand: Brand): BrandProblem[] {
  const theme: Record<string, unknown> = { ...brand.theme };
  return Object.entries(theme).flatMap(([group, roles]) => {
    if (typeof roles !== 'object' || roles === null) return [];
    return Object.entries(roles as Record<string, unknown>).flatMap(([role, value]) => {
      const kind = kindOf(group, role);
      if (!kind || typeof value !== 'string' || value.trim() === '' || kind.accepts(value)) {
        return [];
      }
      const hint = kind === colour ? didYouMean(value.trim(), namedColors) : '';
      return [
        {
          path: `/theme/${group}/${role}`,
          message: `"${value}" is not ${kind.expected}${hint}`,
        },
      ];
    });
  });
}

/**
 * Text-on-surface pairs below WCAG AA, read with the colour library (so hsl() and named colours
 * count). A colour it cannot read is reported once, by tokenProblems, not once per pair.
 */
export function contrastProblems(brand: Brand): BrandProblem[] {
  const theme = brand.theme ?? {};
  const overridden: Record<string, unknown> = { ...theme.color };
  return findContrastProblems(resolveTheme(theme, theme.base ?? 'light'), readColor)
    .filter((problem) => problem.ratio !== undefined)
    .map((problem) => ({
      path: `/theme/color/${problem.foreground in overridden ? problem.foreground : problem.background}`,
      message: `${problem.foreground} on ${problem.background} has contrast ${problem.ratio?.toFixed(2)}:1, below the ${problem.minimum}:1 that WCAG AA asks for`,
    }));
}
