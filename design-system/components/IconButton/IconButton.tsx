import type { ComponentPropsWithRef } from 'react';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import {
  iconButton,
  surface,
  type iconButtonSizes,
  type iconButtonVariants,
} from './IconButton.css.ts';

export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

interface IconButtonOwnProps {
  icon: IconName;
  /** The accessible name (an icon alone says nothing to a screen reader), e.g. `t('close')`. */
  label: string;
  /** @default 'ghost' */
  variant?: IconButtonVariant;
  /**
   * Visible size of the button and its icon. The touch target stays at least 44 px for every
   * size. @default 'standard'
   */
  size?: IconButtonSize;
}

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-pressed'
>;
type NativeAnchorProps = Omit<
  ComponentPropsWithRef<'a'>,
  'className' | 'style' | 'children' | 'aria-label' | 'href'
>;

export type IconButtonProps = IconButtonOwnProps &
  (
    | (NativeButtonProps & {
        href?: never;
        /** Makes it a toggle (`aria-pressed`), e.g. a favourite star. Omit for a plain action. */
        pressed?: boolean;
      })
    | (NativeAnchorProps & {
        /** Renders a link through the provider's router link instead of a button. */
        href: string;
        pressed?: never;
      })
  );

/** A square button showing one icon, named by `label`; a toggle when `pressed` is given. */
export function IconButton(props: IconButtonProps) {
  const { linkComponent: LinkComponent } = useDesignSystem();
  const { icon, label, variant = 'ghost', size = 'standard', pressed, ...rest } = props;
  const content = (
    <span className={surface({ variant, size })}>
      <Icon name={icon} size={size} />
    </span>
  );

  if (rest.href !== undefined) {
    const anchorProps = rest as NativeAnchorProps & { href: string };
    return (
      <LinkComponent {...anchorProps} className={iconButton} aria-label={label}>
        {content}
      </LinkComponent>
    );
  }

  const { type = 'button', ...buttonProps } = rest as NativeButtonProps;
  return (
    <button
      {...buttonProps}
      type={type}
      className={iconButton}
      aria-label={label}
      aria-pressed={pressed}
    >
      {content}
    </button>
  );
}
