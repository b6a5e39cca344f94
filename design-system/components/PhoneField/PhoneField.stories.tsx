import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';
import { phoneRegions } from './phoneCountries.ts';

const meta = {
  title: 'Design system/PhoneField',
  component: PhoneField,
  args: {
    label: 'Phone number',
    locale: 'en',
    defaultValue: { country: 'CL', nationalNumber: '' },
    onValueChange: fn(),
  },
  argTypes: {
    countries: { control: 'check', options: phoneRegions },
    locale: { control: 'inline-radio', options: ['en', 'es', 'ru', 'pt', 'tr'] },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '912345678');
    await expect(input).toHaveValue('9 1234 5678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      country: 'CL',
      nationalNumber: '912345678',
    });
    // Digits past the national length are refused.
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('9 1234 5678');
  },
};

export const PasteInternational: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+55 (11) 98765-4321');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('BR');
    await expect(input).toHaveValue('11 98765-4321');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      country: 'BR',
      nationalNumber: '11987654321',
    });
  },
};

export const ChangeCountry: Story = {
  args: { defaultValue: { country: 'CL', nationalNumber: '912345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'RU');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('912 345-67-8');
  },
};

export const Filled: Story = {
  args: { defaultValue: { country: 'RU', nationalNumber: '9123456789' } },
};

export const FewCountries: Story = {
  args: {
    countries: ['CL', 'BR', 'VE'],
    locale: 'es',
    label: 'Teléfono',
    countryLabel: 'País',
    defaultValue: { country: 'BR', nationalNumber: '11987654321' },
  },
};

export const WithHint: Story = {
  args: { hint: 'We send a confirmation code to this number by SMS.' },
};

export const WithError: Story = {
  args: {
    defaultValue: { country: 'CL', nationalNumber: '91234' },
    hint: 'We send a confirmation code to this number by SMS.',
    error: 'Enter the whole number: 9 digits after +56',
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { defaultValue: { country: 'CL', nationalNumber: '912345678' }, disabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: { country: 'MD', nationalNumber: '62112345' }, readOnly: true },
};

export const LongLabel: Story = {
  args: {
    label: 'Mobile phone number for confirmation codes, withdrawals and security alerts',
    secondaryLabel: 'Optional',
    defaultValue: { country: 'BR', nationalNumber: '11987654321' },
  },
};
