import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { containing, storyText } from '../../core/testing/index.ts';
import { fixtureBrand } from '../testing/fixtures.ts';
import { PhoneRegistrationFormView } from './PhoneRegistrationFormView.tsx';

const details = {
  birthDate: '',
  code: '',
  login: '',
  name: '',
  password: '',
  currency: 'CLP',
  promoCode: '',
  acceptTerms: false,
};

const filledDetails = {
  ...details,
  code: '0421',
  name: 'Ana',
  password: 'abc123de',
  birthDate: '1990-05-17',
  acceptTerms: true,
};

const chilean = { country: 'CL' as const, nationalNumber: '912345678' };

const meta = {
  title: 'Auth/RegistrationPhone',
  component: PhoneRegistrationFormView,
  args: {
    phone: { country: 'CL', nationalNumber: '' },
    phoneCountries: fixtureBrand.phoneCountries ?? ['CL'],
    locale: 'es-ES',
    codeSent: false,
    sendingCode: false,
    values: details,
    errors: {},
    needsLogin: false,
    currencies: ['CLP', 'USD'],
    // A fixed day, so the birth date picker's latest day does not change with the clock.
    age: { today: '2026-11-27', minimumAge: 18 },
    submitting: false,
    onPhoneChange: fn(),
    onSendCode: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PhoneRegistrationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PhoneIncomplete: Story = {
  args: { phone: { country: 'CL', nationalNumber: '9123' }, phoneError: 'phoneIncomplete' },
};

/** Every digit is there, but no Chilean number starts with 0. */
export const PhoneInvalid: Story = {
  args: { phone: { country: 'CL', nationalNumber: '000000000' }, phoneError: 'phoneInvalid' },
};

export const SendingCode: Story = { args: { phone: chilean, sendingCode: true } };

export const SendFailed: Story = {
  args: { phone: chilean, sendError: 'Superaste el límite diario de SMS. Inténtalo mañana.' },
};

/** The code is on its way: the account's details follow. */
export const CodeSent: Story = {
  args: { phone: chilean, codeSent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.smsCode')) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText('auth:registration.resendCode') }),
    ).toBeVisible();
  },
};

export const Filled: Story = { args: { phone: chilean, codeSent: true, values: filledDetails } };

export const FieldErrors: Story = {
  args: {
    phone: chilean,
    codeSent: true,
    values: { ...details, code: '12' },
    errors: {
      code: 'codeInvalid',
      name: 'required',
      password: 'required',
      acceptTerms: 'termsRequired',
    },
  },
};

/** +993 numbers choose a login and send no promo code (spec, section 7). */
export const Turkmenistan: Story = {
  args: {
    phone: { country: 'TM', nationalNumber: '61234567' },
    codeSent: true,
    needsLogin: true,
    values: { ...filledDetails, login: 'ana' },
    errors: { login: 'loginInvalid' },
  },
};

export const Submitting: Story = {
  args: { phone: chilean, codeSent: true, values: filledDetails, submitting: true },
};

export const ServerError: Story = {
  args: {
    phone: chilean,
    codeSent: true,
    values: filledDetails,
    serverError: 'El código de confirmación no es válido.',
  },
};
