import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { link, type linkTones, type linkUnderlines, type linkWeights } from './Link.css.ts';

export type LinkTone = (typeof linkTones)[number];
export type LinkWeight = (typeof linkWeights)[number];
export type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends Omit<
  ComponentPropsWithRef<'a'>,
  'className' | 'style' | 'children' | 'href' | 'target' | 'rel'
> {
  children: ReactNode;
  href: string;
  /**
   * Another site: a plain `<a>` opening in a new tab (`rel="noopener noreferrer"`), announced
   * with `externalLabel`. Internal links go through the provider's router link. @default false
   */
  external?: boolean;
  /** Read after the link text of an external link, never shown. @default 'opens in a new tab' */
  externalLabel?: string;
  /** @default 'link' */
  tone?: LinkTone;
  /** @default the weight of the surrounding text */
  weight?: LinkWeight;
  /**
   * `hover` underlines on hover and focus only, for links that stand alone (a "See all" beside a
   * heading). Links inside running text need `always`: colour alone must not be the only cue
   * (WCAG 1.4.1). The `inherit` tone is always underlined. @default 'hover'
   */
  underline?: LinkUnderline;
}

/** A text link: through the router for internal pages, a new tab for other sites. */
export function Link({
  children,
  href,
  external = false,
  externalLabel = 'opens in a new tab',
  tone = 'link',
  weight,
  underline = 'hover',
  ...rest
}: LinkProps) {
  const { linkComponent: LinkComponent } = useDesignSystem();
  const className = link({ tone, weight, underline });

  if (external) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        {/* The space lives inside the hidden text so no underlined gap shows after the link. */}
        <VisuallyHidden>{` ${externalLabel}`}</VisuallyHidden>
      </a>
    );
  }
  return (
    <LinkComponent {...rest} href={href} className={className}>
      {children}
    </LinkComponent>
  );
}
