import { icon, mirrored, type iconSizes } from './Icon.css.ts';
import { iconPaths, type IconName } from './iconPaths.tsx';

export type IconSize = (typeof iconSizes)[number];

const directional = new Set<IconName>(['chevronLeft', 'chevronRight', 'logout']);

export interface IconProps {
  name: IconName;
  /** @default 'standard' */
  size?: IconSize;
  /**
   * What the icon means when nothing else says it. Without a label the icon is decorative and
   * hidden from assistive technology.
   */
  label?: string;
}

/** An inline SVG icon in the colour of the surrounding text. */
export function Icon({ name, size = 'standard', label }: IconProps) {
  const className = [icon({ size }), directional.has(name) ? mirrored : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name]}
    </svg>
  );
}
