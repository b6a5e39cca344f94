import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Icon } from './Icon.tsx';
import { iconSizes } from './Icon.css.ts';
import { iconNames } from './iconPaths.tsx';

const meta = {
  title: 'Design system/Icon',
  component: Icon,
  args: { name: 'star', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every icon of the set, with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <Inline space="small">
      {iconNames.map((name) => (
        <Box
          key={name}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xxsmall"
          padding="xsmall"
          background="surfaceRaised"
          borderRadius="small"
        >
          <Icon name={name} size={args.size} />
          <Text size="xsmall" tone="secondary">
            {name}
          </Text>
        </Box>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline space="medium">
      {iconSizes.map((size) => (
        <Icon key={size} name="football" size={size} />
      ))}
    </Inline>
  ),
};

/** With a label the icon is announced as an image; without one it is decorative. */
export const Labelled: Story = {
  args: { name: 'lock', label: 'Suspended' },
};

export const InheritsTextColour: Story = {
  render: () => (
    <Stack space="small">
      <Text tone="positive">
        <Icon name="arrowUp" size="small" /> Odds increased
      </Text>
      <Text tone="negative">
        <Icon name="arrowDown" size="small" /> Odds reduced
      </Text>
    </Stack>
  ),
};
