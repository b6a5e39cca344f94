import type { ComponentType } from 'react';
import { Box } from '../../../design-system/index.ts';

/**
 * A screen inside the page's gutters. Screens built edge to edge for Storybook's padded canvas
 * get the same margins in the app this way (the shell's main area has none: lists such as the
 * sportsbook's run edge to edge).
 */
export function withPageGutter<Props extends object>(Screen: ComponentType<Props>) {
  function PaddedScreen(props: Props) {
    return (
      <Box padding="gutter">
        <Screen {...props} />
      </Box>
    );
  }
  PaddedScreen.displayName = `WithPageGutter(${Screen.displayName ?? Screen.name})`;
  return PaddedScreen;
}
