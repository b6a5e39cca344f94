import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  clampLines,
  singleLine,
  text,
  type textAligns,
  type textSizes,
  type textTones,
  type textWeights,
} from './Text.css.ts';

export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

export interface TextProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'color'
> {
  children: ReactNode;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'output';
  /** @default 'standard' */
  size?: TextSize;
  /** Semantic colour role. @default 'primary' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  align?: TextAlign;
  /** Digits of equal width, for odds, balances and clocks that change in place. @default false */
  tabularNumbers?: boolean;
  /** Cut the text after this many lines with an ellipsis; the full text stays in the DOM. */
  maxLines?: number;
  dateTime?: string;
  ref?: Ref<HTMLElement>;
}

/** Body text in the theme's type scale and colour roles. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  tabularNumbers,
  maxLines,
  ref,
  ...rest
}: TextProps) {
  const truncation =
    maxLines === 1 ? singleLine : maxLines && maxLines > 1 ? clampLines : undefined;
  const className = [text({ size, tone, weight, align, tabularNumbers }), truncation]
    .filter(Boolean)
    .join(' ');
  return createElement(Element, {
    ref,
    className,
    // The line count is a number per use, not a token: the one inline style the atom allows.
    style: maxLines && maxLines > 1 ? { WebkitLineClamp: maxLines } : undefined,
    ...rest,
  });
}
