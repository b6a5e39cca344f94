import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { buttonSizes, buttonVariants } from './Button.css.ts';
import { button, fullWidth as fullWidthClass, label as labelClass } from './Button.css.ts';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonOwnProps {
  children: ReactNode;
  /** Visual emphasis. `critical` is for destructive or irreversible actions. @default 'solid' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** Stretch to the container's width, as primary actions on a phone do. @default false */
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /**
   * Shows a spinner and ignores presses while an action runs; the label stays so the button keeps
   * its width. @default false
   */
  loading?: boolean;
}

export type ButtonProps = ButtonOwnProps &
  (
    | (Omit<ComponentPropsWithRef<'button'>, 'className' | 'style' | 'children'> & { href?: never })
    | (Omit<ComponentPropsWithRef<'a'>, 'className' | 'style' | 'children'> & {
        /** Renders a link that looks like a button, through the provider's router link. */
        href: string;
      })
  );

/** A button (or a link styled as one) from the theme contract; touch target never below 44 px. */
export function Button(props: ButtonProps) {
  const { linkComponent: LinkComponent } = useDesignSystem();
  const {
    children,
    variant = 'solid',
    size = 'standard',
    fullWidth = false,
    icon,
    loading = false,
    ...rest
  } = props;
  const className = [button({ variant, size }), fullWidth ? fullWidthClass : undefined]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? <Spinner size="small" decorative /> : icon ? <Icon name={icon} /> : null}
      <span className={labelClass}>{children}</span>
    </>
  );

  if (rest.href !== undefined) {
    const { href, onClick, ...anchorProps } = rest as Omit<
      ComponentPropsWithRef<'a'>,
      'className'
    > & {
      href: string;
    };
    return (
      <LinkComponent
        href={href}
        className={className}
        aria-busy={loading || undefined}
        data-loading={loading ? '' : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (loading) event.preventDefault();
          else onClick?.(event);
        }}
        {...anchorProps}
      >
        {content}
      </LinkComponent>
    );
  }

  const {
    type = 'button',
    onClick,
    ...buttonProps
  } = rest as Omit<ComponentPropsWithRef<'button'>, 'className'>;
  return (
    <button
      type={type}
      className={className}
      aria-busy={loading || undefined}
      // Stays focusable while loading (unlike `disabled`), so focus is not lost mid-action.
      aria-disabled={loading || buttonProps.disabled || undefined}
      data-loading={loading ? '' : undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...buttonProps}
    >
      {content}
    </button>
  );
}
