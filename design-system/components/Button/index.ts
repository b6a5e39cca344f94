export { Button } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
export { buttonSizes, buttonVariants } from './Button.css.ts';
