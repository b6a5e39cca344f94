import type { vars } from '../tokens/contract.css.ts';

/** Concrete values for every role of the contract: what a theme supplies. */
export type ThemeValues = {
  [Group in keyof typeof vars]: { [Role in keyof (typeof vars)[Group]]: string };
};

/** What a brand may override: any subset of roles; the rest come from its base theme. */
export type ThemeOverrides = {
  [Group in keyof ThemeValues]?: Partial<ThemeValues[Group]>;
};

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
