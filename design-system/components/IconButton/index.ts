export { IconButton } from './IconButton.tsx';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton.tsx';
export { iconButtonSizes, iconButtonVariants } from './IconButton.css.ts';
