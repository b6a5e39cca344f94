import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { containing, startingWith, storyText } from '../../core/testing/index.ts';
import { OneClickRegistrationView } from './OneClickRegistrationView.tsx';

const meta = {
  title: 'Auth/RegistrationOneClick',
  component: OneClickRegistrationView,
  args: {
    values: { birthDate: '', currency: 'CLP', promoCode: '', acceptTerms: false },
    currencies: ['CLP', 'USD'],
    // A fixed day, so the birth date picker's latest day does not change with the clock.
    age: { today: '2026-11-27', minimumAge: 18 },
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

/** A birth date under the brand's minimum age: the field says so, with the age. */
export const UnderAge: Story = {
  args: {
    values: { birthDate: '2010-03-14', currency: 'CLP', promoCode: '', acceptTerms: true },
    errors: { birthDate: 'underAge' },
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(
      startingWith(storyText('auth:fields.birthDate')),
    );
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      containing(storyText('auth:validation.underAge', { age: 18 })),
    );
  },
};

export const Submitting: Story = {
  args: {
    values: {
      birthDate: '1990-05-17',
      currency: 'USD',
      promoCode: 'WELCOME100',
      acceptTerms: true,
    },
    submitting: true,
  },
};

export const ServerError: Story = {
  args: {
    values: { birthDate: '1990-05-17', currency: 'CLP', promoCode: '', acceptTerms: true },
    serverError: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  },
};
