import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { Spinner } from './Spinner.tsx';
import { spinnerSizes } from './Spinner.css.ts';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { size: 'standard', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline space="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </Inline>
  ),
};

export const InBrandColour: Story = {
  render: () => (
    <Text tone="brand">
      <Spinner label="Placing your bet" />
    </Text>
  ),
};
