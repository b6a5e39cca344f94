import './themes/lightTheme.css.ts';
import './themes/globalStyles.css.ts';

export { vars } from './tokens/contract.css.ts';
export { lightThemeValues } from './themes/lightThemeValues.ts';
export { Button } from './components/Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.ts';
export { buttonSizes, buttonVariants } from './components/Button/index.ts';
