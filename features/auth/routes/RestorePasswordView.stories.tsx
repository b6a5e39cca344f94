import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { RestorePasswordView } from './RestorePasswordView.tsx';

const meta = {
  title: 'Auth/RestorePassword',
  component: RestorePasswordView,
  args: {
    hasCode: true,
    values: { newPassword: '', repeatPassword: '' },
    errors: {},
    canSubmit: false,
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RestorePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: storyText('auth:restore.submit') });

/** Spec 5: nothing to submit until both fields are equal and non-empty. */
export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    await expect(save(canvasElement)).toBeDisabled();
  },
};

export const NotMatching: Story = {
  args: { values: { newPassword: 'new123pw', repeatPassword: 'new123p' } },
  play: async ({ canvasElement }) => {
    await expect(save(canvasElement)).toBeDisabled();
  },
};

export const Enabled: Story = {
  args: { values: { newPassword: 'new123pw', repeatPassword: 'new123pw' }, canSubmit: true },
  play: async ({ canvasElement }) => {
    await expect(save(canvasElement)).toBeEnabled();
  },
};

export const WeakPassword: Story = {
  args: {
    values: { newPassword: 'abcdef', repeatPassword: 'abcdef' },
    canSubmit: true,
    errors: { newPassword: 'passwordWeak' },
  },
};

export const Submitting: Story = {
  args: {
    values: { newPassword: 'new123pw', repeatPassword: 'new123pw' },
    canSubmit: true,
    submitting: true,
  },
};

export const ServerError: Story = {
  args: {
    values: { newPassword: 'new123pw', repeatPassword: 'new123pw' },
    canSubmit: true,
    serverError: 'La solicitud de recuperación expiró. Empieza de nuevo.',
  },
};

export const MissingCode: Story = { args: { hasCode: false } };
