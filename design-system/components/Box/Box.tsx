import { createElement, type HTMLAttributes, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../sprinkles/sprinkles.css.ts';
import { splitSprinkleProps } from '../private/splitSprinkleProps.ts';
import { elementReset } from './Box.css.ts';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'form',
  'fieldset',
  'dl',
  'dt',
  'dd',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'>, Sprinkles {
  /** The element to render. @default 'div' */
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout atom: a plain element whose spacing, surface and flex layout come only from token
 * scales (sprinkles), with mobile-first responsive values such as `padding={{ mobile: 'small',
 * tablet: 'large' }}`.
 */
export function Box({ as: Element = 'div', ref, ...props }: BoxProps) {
  const [sprinkleProps, nativeProps] = splitSprinkleProps(props);
  const reset =
    Element === 'ul' || Element === 'ol'
      ? elementReset.list
      : Element === 'fieldset'
        ? elementReset.fieldset
        : Element === 'dl' || Element === 'dd' || Element === 'form'
          ? elementReset.block
          : undefined;
  const className = [reset, sprinkles(sprinkleProps)].filter(Boolean).join(' ');
  // createElement takes the intrinsic-tag union with one HTMLElement ref; JSX would demand a ref
  // that fits every tag in the union at once.
  return createElement(Element, { ref, className: className || undefined, ...nativeProps });
}
