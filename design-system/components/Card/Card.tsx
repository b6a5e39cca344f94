import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import type { Space } from '../../sprinkles/sprinkles.css.ts';
import { card, type cardTones } from './Card.css.ts';

export type CardTone = (typeof cardTones)[number];

interface CardOwnProps {
  children: ReactNode;
  /** `raised` sits above the page, `sunken` below it, `outline` is a bordered frame. @default 'raised' */
  tone?: CardTone;
  /** Inner space from the space scale; `none` for edge-to-edge content such as a list. @default 'large' */
  padding?: Space;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export type CardProps = CardOwnProps &
  (
    | {
        /** Element for a card that stands for a section or a self-contained item. @default 'div' */
        as?: 'div' | 'section' | 'article';
        href?: never;
        onClick?: never;
        ref?: Ref<HTMLDivElement>;
      }
    | {
        as?: never;
        /**
         * Makes the whole card a link (through the provider's router link). Its content becomes
         * the link's name, so keep it short: a title and a line or two.
         */
        href: string;
        onClick?: MouseEventHandler<HTMLAnchorElement>;
        ref?: Ref<HTMLAnchorElement>;
      }
    | {
        as?: never;
        href?: never;
        /**
         * Makes the whole card a button. A button's content is phrasing only: use `Text as="span"`
         * and no headings or blocks inside.
         */
        onClick: MouseEventHandler<HTMLButtonElement>;
        ref?: Ref<HTMLButtonElement>;
      }
  );

/** A surface that groups related content; optionally the whole card is one link or button. */
export function Card(props: CardProps) {
  const { linkComponent: LinkComponent } = useDesignSystem();
  const { children, tone = 'raised', padding = 'large', ...rest } = props;

  if (rest.href !== undefined) {
    const { href, onClick, ref, ...native } = rest;
    return (
      <LinkComponent
        {...native}
        ref={ref}
        href={href}
        onClick={onClick}
        className={card({ tone, padding, interactive: true })}
      >
        {children}
      </LinkComponent>
    );
  }

  if (rest.onClick !== undefined) {
    const { onClick, ref, ...native } = rest;
    return (
      <button
        {...native}
        ref={ref}
        type="button"
        onClick={onClick}
        className={card({ tone, padding, interactive: true })}
      >
        {children}
      </button>
    );
  }

  const { as: Element = 'div', ...native } = rest;
  return (
    <Element {...native} className={card({ tone, padding })}>
      {children}
    </Element>
  );
}
