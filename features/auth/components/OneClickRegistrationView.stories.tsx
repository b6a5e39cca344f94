import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneClickRegistrationView } from './OneClickRegistrationView.tsx';

const meta = {
  title: 'Auth/RegistrationOneClick',
  component: OneClickRegistrationView,
  args: {
    values: { currency: 'CLP', promoCode: '', acceptTerms: false },
    currencies: ['CLP', 'USD'],
    errors: {},
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OneClickRegistrationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TermsMissing: Story = { args: { errors: { acceptTerms: 'termsRequired' } } };

export const Submitting: Story = {
  args: {
    values: { currency: 'USD', promoCode: 'WELCOME100', acceptTerms: true },
    submitting: true,
  },
};

export const ServerError: Story = {
  args: {
    values: { currency: 'CLP', promoCode: '', acceptTerms: true },
    serverError: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  },
};
