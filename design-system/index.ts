// The UI typeface ships with the app (OFL), so every phone and every screenshot renders the same
// glyphs; unicode-range means only the subsets a page uses are downloaded.
import '@fontsource-variable/inter/wght.css';
import './themes/lightTheme.css.ts';
import './themes/globalStyles.css.ts';

export { vars } from './tokens/contract.css.ts';
export { lightThemeValues } from './themes/lightThemeValues.ts';
export { Button } from './components/Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.ts';
export { buttonSizes, buttonVariants } from './components/Button/index.ts';
