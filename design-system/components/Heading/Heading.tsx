import type { ReactNode, Ref } from 'react';
import { singleLine, text } from '../Text/Text.css.ts';
import type { TextAlign, TextTone } from '../Text/Text.tsx';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

const sizeForLevel = { 1: 'xxlarge', 2: 'xlarge', 3: 'large', 4: 'standard' } as const;

export interface HeadingProps {
  children: ReactNode;
  /** Document outline level; also sets the size. */
  level: HeadingLevel;
  /** @default 'primary' */
  tone?: Extract<TextTone, 'primary' | 'secondary' | 'brand' | 'inverse' | 'onBrand'>;
  align?: TextAlign;
  /** Keep to one line with an ellipsis. @default false */
  truncate?: boolean;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading; the level sets both the element (h1 to h4) and the size. */
export function Heading({
  level,
  tone = 'primary',
  align,
  truncate = false,
  ...rest
}: HeadingProps) {
  const Element = `h${level}` as const;
  const className = [
    text({ size: sizeForLevel[level], tone, weight: 'strong', align }),
    truncate ? singleLine : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return <Element className={className} {...rest} />;
}
