import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { containing, storyText } from '../../core/testing/index.ts';
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
    await expect(canvas.getByText(storyText('auth:validation.required'))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.email')) }),
    ).toBeInvalid();
  },
};

export const Submitting: Story = {
  args: { identifier: 'player@demo.test', password: 'demo1234', submitting: true },
};

/** Auth code 4 as the error catalogue words it, in the story's language. */
const wrongPassword = () => storyText('errors:auth.invalidPassword');

export const ServerError: Story = {
  args: { identifier: 'player@demo.test', password: 'demo12' },
  render: (args) => <SignInFormView {...args} serverError={wrongPassword()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(wrongPassword());
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
