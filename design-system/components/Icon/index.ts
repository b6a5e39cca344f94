export { Icon } from './Icon.tsx';
export type { IconProps, IconSize } from './Icon.tsx';
export { iconNames } from './iconPaths.tsx';
export type { IconName } from './iconPaths.tsx';
export { iconSizes } from './Icon.css.ts';
