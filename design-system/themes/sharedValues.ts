import type { ThemeValues } from './themeValues.ts';

/** Everything but colour and shadow is the same in light and dark. */
export const sharedValues: Omit<ThemeValues, 'color' | 'shadow'> = {
  space: {
    none: '0px',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    gutter: '16px',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
    focusRing: '3px',
  },
  radius: {
    none: '0px',
    small: '4px',
    standard: '8px',
    large: '16px',
    pill: '999px',
  },
  font: {
    family:
      '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '18px',
    xlarge: '22px',
    xxlarge: '28px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
  },
  lineHeight: {
    tight: '1.25',
    standard: '1.5',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    overlay: '300',
    toast: '400',
    loading: '500',
  },
  motion: {
    durationFast: '150ms',
    durationStandard: '250ms',
    durationSpinnerFade: '350ms',
    durationNotificationRemoval: '700ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEnter: 'cubic-bezier(0, 0, 0, 1)',
    easingExit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
  size: {
    touchTarget: '44px',
    iconSmall: '16px',
    iconStandard: '20px',
    iconLarge: '24px',
  },
};
