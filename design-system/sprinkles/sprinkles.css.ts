import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css.ts';

/** Mobile first: unconditioned values are for phones; wider screens opt in. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

const surfaces = {
  surfacePage: vars.color.surfacePage,
  surfaceRaised: vars.color.surfaceRaised,
  surfaceSunken: vars.color.surfaceSunken,
  surfaceOverlay: vars.color.surfaceOverlay,
  brand: vars.color.brand,
  positiveSoft: vars.color.positiveSoft,
  negativeSoft: vars.color.negativeSoft,
  warningSoft: vars.color.warningSoft,
  infoSoft: vars.color.infoSoft,
  transparent: 'transparent',
};

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    background: surfaces,
    color: {
      textPrimary: vars.color.textPrimary,
      textSecondary: vars.color.textSecondary,
      textInverse: vars.color.textInverse,
      onBrand: vars.color.onBrand,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    width: { full: '100%' },
    height: { full: '100%' },
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
