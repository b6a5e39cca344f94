import { vars } from '../../tokens/contract.css.ts';

/**
 * The keyboard focus indicator every interactive primitive shares: visible on keyboard focus only,
 * outside the element so it never changes layout. Spread into a style's `selectors`.
 */
export const focusRingSelectors = {
  '&:focus-visible': {
    outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
    outlineOffset: vars.borderWidth.strong,
  },
} as const;
