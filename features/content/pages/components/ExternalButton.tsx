import type { ReactNode } from 'react';
import {
  Button,
  VisuallyHidden,
  type ButtonVariant,
  type IconName,
} from '../../../../design-system/index.ts';

export interface ExternalButtonProps {
  href: string;
  children: ReactNode;
  icon?: IconName;
  /** @default 'outline' */
  variant?: ButtonVariant;
  /** Read after the label, never shown, e.g. "(opens in a new tab)". */
  opensInNewTabLabel: string;
}

/** A full-width button to another site (a chat, a social page), opened in a new tab. */
export function ExternalButton({
  href,
  children,
  icon,
  variant = 'outline',
  opensInNewTabLabel,
}: ExternalButtonProps) {
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      icon={icon}
      variant={variant}
      fullWidth
    >
      {children}
      <VisuallyHidden>{` ${opensInNewTabLabel}`}</VisuallyHidden>
    </Button>
  );
}
