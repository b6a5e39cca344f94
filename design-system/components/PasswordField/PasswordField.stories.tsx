import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, passwordAutoCompletes } from './PasswordField.tsx';

const meta = {
  title: 'Design system/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onValueChange: fn() },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'correct horse');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('correct horse');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));

    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The caret stayed at the end: typing goes on where it left off.
    await userEvent.keyboard(' battery');
    await expect(input).toHaveValue('correct horse battery');
  },
};

export const Filled: Story = { args: { defaultValue: 'correct horse' } };

export const WithHint: Story = {
  args: {
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with a number and a capital letter.',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'The password or the username is wrong' },
};

export const Shown: Story = {
  args: { defaultValue: 'correct horse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { defaultValue: 'correct horse', disabled: true } };

export const LongLabel: Story = {
  args: {
    label: 'Current password, to confirm that it is really you changing these settings',
    required: true,
    defaultValue: 'averyveryverylongpasswordwithoutanyspacesatalltotestoverflow',
  },
};
