import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixtureBrand } from '../testing/fixtures.ts';
import { SignInFormView } from './SignInFormView.tsx';

const meta = {
  title: 'Auth/SignIn',
  component: SignInFormView,
  args: {
    method: 'email',
    identifier: '',
    phone: { country: 'CL', nationalNumber: '' },
    password: '',
    errors: {},
    submitting: false,
    phoneCountries: fixtureBrand.phoneCountries ?? ['CL'],
    locale: 'es-ES',
    onIdentifierChange: fn(),
    onPhoneChange: fn(),
    onPasswordChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignInFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailEmpty: Story = {};

export const EmailFilled: Story = {
  args: { identifier: 'player@demo.test', password: 'demo1234' },
};

export const FieldErrors: Story = {
  args: { identifier: 'player', errors: { identifier: 'emailInvalid', password: 'required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completa este campo.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toBeInvalid();
  },
};

export const Submitting: Story = {
  args: { identifier: 'player@demo.test', password: 'demo1234', submitting: true },
};

export const ServerError: Story = {
  args: {
    identifier: 'player@demo.test',
    password: 'demo12',
    serverError: 'Contraseña incorrecta. Revísala e inténtalo de nuevo.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Contraseña incorrecta',
    );
  },
};

export const PhoneEmpty: Story = { args: { method: 'phone' } };

export const PhoneFilled: Story = {
  args: {
    method: 'phone',
    phone: { country: 'CL', nationalNumber: '987654321' },
    password: 'demo1234',
  },
};

export const PhoneIncomplete: Story = {
  args: {
    method: 'phone',
    phone: { country: 'CL', nationalNumber: '98765' },
    errors: { identifier: 'phoneIncomplete' },
  },
};

/** One field for an e-mail, a phone or a one-click login (POST /api/user/login). */
export const UniversalLogin: Story = {
  args: { method: 'login', identifier: 'k7bqm2xz', password: '40271953' },
};

export const English: Story = {
  args: { errors: { identifier: 'required', password: 'required' }, locale: 'en-US' },
  globals: { language: 'en-US' },
};
