import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: semantic roles every component reads. Themes (default, dark, a brand's
 * JSON) only supply values for these roles; components never see raw colours.
 */
export const vars = createThemeContract({
  color: {
    surfacePage: null,
    surfaceRaised: null,
    textPrimary: null,
    textSecondary: null,
    brand: null,
    onBrand: null,
    brandHover: null,
    border: null,
    focusRing: null,
  },
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
  },
  radius: {
    standard: null,
    pill: null,
  },
  font: {
    family: null,
    sizeBody: null,
    sizeHeading: null,
    weightRegular: null,
    weightStrong: null,
    lineHeightBody: null,
  },
  size: {
    touchTarget: null,
  },
  motion: {
    durationFast: null,
    easingStandard: null,
  },
});
