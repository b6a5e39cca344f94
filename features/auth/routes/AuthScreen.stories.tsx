import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import AuthScreen from './AuthScreen.tsx';

const meta = {
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  decorators: [
    (Story) => (
      <StoryAuthProviders path="/auth/login">
        <Story />
      </StoryAuthProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('auth:signIn.title'),
      }),
    ).toBeVisible();
  },
};

export const Registration: Story = {
  decorators: [
    (Story) => (
      <StoryAuthProviders path="/auth/registration">
        <Story />
      </StoryAuthProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('auth:registration.title'),
      }),
    ).toBeVisible();
  },
};

export const RegistrationPortuguese: Story = {
  ...Registration,
  globals: { language: 'pt-PT' },
};
