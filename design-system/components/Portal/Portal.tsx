import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDesignSystem } from '../../provider/DesignSystemProvider.tsx';
import { portalLayer, type portalLayers } from './Portal.css.ts';

export type PortalLayer = (typeof portalLayers)[number];

export interface PortalProps {
  children: ReactNode;
  /**
   * The stacking layer from the theme's `zIndex` scale: `overlay` for dialogs and sheets, `toast`
   * for notifications, `loading` for a full-screen loading state. @default 'overlay'
   */
  layer?: PortalLayer;
}

/**
 * Renders its children outside the app's DOM tree, into the provider's `portalContainer` (or
 * `document.body`), so overlays escape clipping and stacking of the content that opened them.
 */
export function Portal({ children, layer = 'overlay' }: PortalProps) {
  const { portalContainer } = useDesignSystem();
  const container = portalContainer ?? (typeof document === 'undefined' ? null : document.body);
  if (!container) return null;
  return createPortal(
    <div className={portalLayer({ layer })} data-portal-layer={layer}>
      {children}
    </div>,
    container,
  );
}
