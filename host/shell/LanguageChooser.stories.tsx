import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../features/core/testing/index.ts';
import { LanguageChooser } from './LanguageChooser.tsx';

const meta = {
  title: 'Shell/LanguageChooser',
  component: LanguageChooser,
  args: { languages: ['es-es', 'en-US', 'pt-PT'], value: 'es-es', onChange: fn() },
} satisfies Meta<typeof LanguageChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLanguages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: storyText('languageName.es-es') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: storyText('languageName.pt-PT') }));
    await expect(args.onChange).toHaveBeenCalledWith('pt-PT');
  },
};

export const TwoLanguages: Story = {
  args: { languages: ['pt-PT', 'en-US'], value: 'pt-PT' },
  globals: { language: 'pt-PT' },
};

export const English: Story = {
  args: { value: 'en-US' },
  globals: { language: 'en-US' },
};

/** A one-language brand has nothing to choose: the chooser is left out. */
export const OneLanguage: Story = {
  args: { languages: ['pt-PT'], value: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};
