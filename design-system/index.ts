// The design system's public API: one named export per line; features import only from here.
// The UI typeface ships with the app (OFL), so every phone and every screenshot renders the same
// glyphs; unicode-range means only the subsets a page uses are downloaded.
import '@fontsource-variable/inter/wght.css';
import './themes/lightTheme.css.ts';
import './themes/globalStyles.css.ts';

// Tokens and themes
export { vars } from './tokens/contract.css.ts';
export { timing, swipe } from './tokens/timing.ts';
export { breakpoints } from './sprinkles/sprinkles.css.ts';
export type { Space } from './sprinkles/sprinkles.css.ts';
export { lightThemeValues } from './themes/lightThemeValues.ts';
export { darkThemeValues } from './themes/darkThemeValues.ts';
export { darkThemeClass } from './themes/darkTheme.css.ts';
export { resolveTheme, themeCssVars } from './themes/brandTheme.ts';
export { themeNames } from './themes/themeValues.ts';
export type { ThemeName, ThemeOverrides, ThemeValues } from './themes/themeValues.ts';

// Host integration
export { DesignSystemProvider, useDesignSystem } from './provider/DesignSystemProvider.tsx';
export type {
  DesignSystemProviderProps,
  LinkComponentProps,
} from './provider/DesignSystemProvider.tsx';

// Layout
export { Box } from './components/Box/index.ts';
export type { BoxElement, BoxProps } from './components/Box/index.ts';
export { Stack } from './components/Stack/index.ts';
export type { StackAlign, StackProps } from './components/Stack/index.ts';
export { Inline } from './components/Inline/index.ts';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/index.ts';

// Typography
export { Text } from './components/Text/index.ts';
export type {
  TextAlign,
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
} from './components/Text/index.ts';
export { Heading } from './components/Heading/index.ts';
export type { HeadingLevel, HeadingProps } from './components/Heading/index.ts';
export { VisuallyHidden } from './components/VisuallyHidden/index.ts';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.ts';

// Icons and feedback
export { Icon } from './components/Icon/index.ts';
export { iconNames } from './components/Icon/index.ts';
export type { IconName, IconProps, IconSize } from './components/Icon/index.ts';
export { Spinner } from './components/Spinner/index.ts';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/index.ts';

// Actions
export { Button } from './components/Button/index.ts';
export { buttonSizes, buttonVariants } from './components/Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.ts';
