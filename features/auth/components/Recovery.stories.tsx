import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, startingWith, storyText } from '../../core/testing/index.ts';
import { failsWith } from '../testing/fixtures.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import { RecoveryFlow } from './RecoveryFlow.tsx';
import { RecoveryLoginStepView } from './RecoveryLoginStepView.tsx';
import { RecoveryPhoneStepView } from './RecoveryPhoneStepView.tsx';

const meta = {
  title: 'Auth/Recovery',
  component: RecoveryLoginStepView,
  args: { login: '', submitting: false, onLoginChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof RecoveryLoginStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginStep: Story = {};

export const LoginStepError: Story = {
  args: { login: 'k7bqm2xz', error: 'recoveryLoginInvalid' },
};

export const LoginStepSubmitting: Story = { args: { login: 'ana@demo.test', submitting: true } };

export const LoginStepFailed: Story = {
  args: { login: 'ana@demo.test', serverError: 'No existe una cuenta con este usuario.' },
};

const phoneStep = {
  phone: '56987654321',
  values: { code: '', newPassword: '' },
  errors: {},
  submitting: false,
  onChange: fn(),
  onSubmit: fn(),
  onBack: fn(),
};

export const PhoneStep: Story = { render: () => <RecoveryPhoneStepView {...phoneStep} /> };

export const PhoneStepErrors: Story = {
  render: () => (
    <RecoveryPhoneStepView
      {...phoneStep}
      values={{ code: '12', newPassword: 'abcdef' }}
      errors={{ code: 'codeInvalid', newPassword: 'passwordWeak' }}
    />
  ),
};

export const PhoneStepSubmitting: Story = {
  render: () => (
    <RecoveryPhoneStepView
      {...phoneStep}
      values={{ code: '4821', newPassword: 'new123pw' }}
      submitting
    />
  ),
};

export const PhoneStepFailed: Story = {
  render: () => (
    <RecoveryPhoneStepView
      {...phoneStep}
      values={{ code: '4821', newPassword: 'new123pw' }}
      serverError="No se pudo recuperar la contraseña. Inténtalo de nuevo."
    />
  ),
};

/** The phone path against fixtures: request a code, then a wrong code is named on the form. */
export const PhoneFlow: Story = {
  render: () => (
    <StoryAuthProviders
      routes={{
        'POST /api/user/password/restore/phone': { user_phone: '56987654321', request_id: 3 },
        'POST /api/user/password/restore/phone/new': failsWith(6),
      }}
    >
      <RecoveryFlow onDone={fn()} />
    </StoryAuthProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(storyText('auth:fields.emailOrPhone')) }),
      '+56 9 8765 4321',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:recovery.send') }));
    const code = await canvas.findByRole('textbox', {
      name: containing(storyText('auth:fields.smsCode')),
    });
    await userEvent.type(code, '1234');
    await userEvent.type(
      canvas.getByLabelText(startingWith(storyText('auth:fields.newPassword')), {
        selector: 'input',
      }),
      'new123pw',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText('auth:recovery.save') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        storyText('errors:auth.invalidConfirmationKey'),
      ),
    );
  },
};
