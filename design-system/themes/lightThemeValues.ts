import type { vars } from '../tokens/contract.css.ts';

type ThemeValues = {
  [Group in keyof typeof vars]: { [Role in keyof (typeof vars)[Group]]: string };
};

/** Values of the default (light) theme; also the fallback for every role a brand leaves out. */
export const lightThemeValues: ThemeValues = {
  color: {
    surfacePage: '#f4f6f8',
    surfaceRaised: '#ffffff',
    textPrimary: '#14181f',
    textSecondary: '#4a5565',
    brand: '#0b5cad',
    onBrand: '#ffffff',
    brandHover: '#084a8c',
    border: '#c9d1db',
    focusRing: '#f5a524',
  },
  space: {
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
  },
  radius: {
    standard: '8px',
    pill: '999px',
  },
  font: {
    family:
      '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeBody: '16px',
    sizeHeading: '24px',
    weightRegular: '400',
    weightStrong: '600',
    lineHeightBody: '1.5',
  },
  size: {
    touchTarget: '44px',
  },
  motion: {
    durationFast: '150ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  },
};
