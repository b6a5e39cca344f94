import type { ComponentPropsWithRef } from 'react';
import type { buttonSizes, buttonVariants } from './Button.css.ts';
import { button, fullWidth as fullWidthClass } from './Button.css.ts';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'style'> {
  /** Visual emphasis. @default 'solid' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** Stretch to the container's width, as primary actions on a phone do. @default false */
  fullWidth?: boolean;
}

/** A native button styled from the theme contract; touch target never below 44 px. */
export function Button({
  variant = 'solid',
  size = 'standard',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  const className = [button({ variant, size }), fullWidth ? fullWidthClass : undefined]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={className} {...rest} />;
}
