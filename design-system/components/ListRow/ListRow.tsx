import type { MouseEventHandler, ReactNode } from 'react';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import {
  actionable,
  item,
  leading as leadingClass,
  primary,
  row,
  secondary,
  texts,
  trailing as trailingClass,
} from './ListRow.css.ts';

interface ListRowOwnProps {
  /** The row's main text. */
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  /** Before the text: an Icon, a Flag, an avatar. */
  leading?: ReactNode;
  /** After the text: a value, a Badge, a chevron Icon. */
  trailing?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Marks the row of the page being shown, e.g. in a menu (link rows only). */
  'aria-current'?: 'page' | 'location' | boolean;
}

export type ListRowProps = ListRowOwnProps &
  (
    | { href?: never; onClick?: never }
    | {
        /** Makes the whole row a link through the provider's router link. */
        href: string;
        onClick?: MouseEventHandler<HTMLAnchorElement>;
      }
    | {
        href?: never;
        /** Makes the whole row a button. */
        onClick: MouseEventHandler<HTMLButtonElement>;
      }
  );

/**
 * One row of a `List`: leading slot, label and description, trailing slot. With `href` or
 * `onClick` the whole row (at least 44 px tall) is one link or button.
 */
export function ListRow({
  label,
  description,
  leading,
  trailing,
  disabled = false,
  'aria-current': current,
  ...action
}: ListRowProps) {
  const { linkComponent: LinkComponent } = useDesignSystem();
  const content = (
    <>
      {leading !== undefined ? <span className={leadingClass}>{leading}</span> : null}
      <span className={texts}>
        <span className={primary}>{label}</span>
        {description !== undefined ? <span className={secondary}>{description}</span> : null}
      </span>
      {trailing !== undefined ? <span className={trailingClass}>{trailing}</span> : null}
    </>
  );

  let body: ReactNode;
  if (action.href !== undefined && !disabled) {
    body = (
      <LinkComponent
        href={action.href}
        onClick={action.onClick}
        aria-current={current}
        className={`${row} ${actionable}`}
      >
        {content}
      </LinkComponent>
    );
  } else if (action.href !== undefined) {
    // A disabled link has no href to follow; the role keeps it announced as an unavailable link.
    body = (
      <span role="link" aria-disabled="true" className={row} data-disabled="">
        {content}
      </span>
    );
  } else if (action.onClick !== undefined) {
    body = (
      <button
        type="button"
        onClick={action.onClick}
        disabled={disabled}
        className={`${row} ${actionable}`}
        data-disabled={disabled ? '' : undefined}
      >
        {content}
      </button>
    );
  } else {
    body = (
      <div className={row} data-disabled={disabled ? '' : undefined}>
        {content}
      </div>
    );
  }
  return <li className={item}>{body}</li>;
}
