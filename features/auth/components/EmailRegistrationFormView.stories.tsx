import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { EmailRegistrationFormView } from './EmailRegistrationFormView.tsx';

/** A fixed day, so the birth date picker's latest day does not change with the clock. */
const age = { today: '2026-11-27', minimumAge: 18 };

const empty = {
  email: '',
  birthDate: '',
  password: '',
  repeatPassword: '',
  currency: 'CLP',
  promoCode: '',
  acceptTerms: false,
};

const filled = {
  email: 'ana.rojas@demo.test',
  birthDate: '1990-05-17',
  password: 'abc123de',
  repeatPassword: 'abc123de',
  currency: 'CLP',
  promoCode: 'WELCOME100',
  acceptTerms: true,
};

const meta = {
  title: 'Auth/RegistrationEmail',
  component: EmailRegistrationFormView,
  args: {
    values: empty,
    currencies: ['CLP', 'USD'],
    age,
    errors: {},
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof EmailRegistrationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

/** Every rule at once, the password against the server's rule (not the looser spec hint). */
export const FieldErrors: Story = {
  args: {
    values: { ...empty, email: 'ana@', password: '123456a', repeatPassword: '123456' },
    errors: {
      email: 'emailInvalid',
      password: 'passwordWeak',
      repeatPassword: 'passwordsDiffer',
      acceptTerms: 'termsRequired',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('auth:validation.passwordWeak'))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
};

export const Submitting: Story = { args: { values: filled, submitting: true } };

export const ServerError: Story = {
  args: {
    values: filled,
    serverError: 'Este usuario ya está en uso. Elige otro.',
  },
};

export const English: Story = {
  args: { values: filled },
  globals: { language: 'en-US' },
};
