import type { Preview } from '@storybook/react-vite';
import '../design-system/index.ts';

const preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
