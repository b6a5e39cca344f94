import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'odds increased' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the arrow shows; screen readers also hear "odds increased". */
export const BesideAnIcon: Story = {
  render: (args) => (
    <Text tone="positive" weight="strong">
      1.95 <Icon name="arrowUp" size="small" />
      <VisuallyHidden {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('odds increased');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
