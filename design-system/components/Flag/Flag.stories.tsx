import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Flag } from './Flag.tsx';
import { flagFixtures } from './Flag.fixtures.ts';

const meta = {
  title: 'Design system/Flag',
  component: Flag,
  args: { src: flagFixtures.spain, alt: 'Spain' },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Spain' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

/** Beside the country name the flag is decorative (`alt=""`), so the name is read once. */
export const BesideName: Story = {
  render: () => (
    <Stack space="small">
      {(
        [
          ['spain', 'Spain'],
          ['france', 'France'],
          ['germany', 'Germany'],
          ['japan', 'Japan'],
        ] as const
      ).map(([key, name]) => (
        <Inline key={key} space="small">
          <Flag src={flagFixtures[key]} alt="" />
          <Text>{name}</Text>
        </Inline>
      ))}
    </Stack>
  ),
};

/** Specs: no source, no flag, not even an empty box. */
export const MissingSource: Story = {
  render: () => (
    <Inline space="small">
      <Flag src="" alt="Atlantis" />
      <Flag src={undefined} alt="Atlantis" />
      <Text>Atlantis</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** An image that fails to load disappears instead of showing a broken-image icon. */
export const ImageError: Story = {
  render: () => (
    <Inline space="small">
      <Flag src={flagFixtures.broken} alt="Narnia" />
      <Text>Narnia</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
