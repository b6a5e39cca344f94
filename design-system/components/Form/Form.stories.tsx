import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

const meta = {
  title: 'Design system/Form',
  component: Form,
  args: { onSubmit: fn(), 'aria-label': 'Sign in', space: 'medium', children: null },
  render: (args) => (
    <Form {...args}>
      <TextField label="E-mail" required />
      <TextField label="Password" required />
      <Button type="submit">Sign in</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting calls `onSubmit`; the browser's own validation bubbles never show. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Compact: Story = { args: { space: 'small' } };
