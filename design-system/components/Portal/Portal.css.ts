import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

/** Stacking layers for portalled content, lowest first: a toast shows over a dialog, a full-screen loading state over both. */
export const portalLayers = ['overlay', 'toast', 'loading'] as const;

/**
 * Each portal is its own stacking context at its layer's z-index, so whatever a component
 * stacks inside it (a backdrop under a panel) stays inside its layer.
 */
export const portalLayer = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
  },
  variants: {
    layer: {
      overlay: { zIndex: vars.zIndex.overlay },
      toast: { zIndex: vars.zIndex.toast },
      loading: { zIndex: vars.zIndex.loading },
    },
  },
  defaultVariants: { layer: 'overlay' },
});
