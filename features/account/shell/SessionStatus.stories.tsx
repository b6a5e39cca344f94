import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureBrand, storyMoney, storyText } from '../../core/testing/index.ts';
import { rgSessionAhead, rgSessionCheckDue } from '../testing/responsibleGamblingFixtures.ts';
import { SessionStatusView, type SessionStatusViewProps } from './SessionStatusView.tsx';
import { sessionFormat } from './sessionFormat.ts';

type Args = Omit<SessionStatusViewProps, 'format'>;

/** The view in the story's language, with the fixture player's pesos. */
function Render(args: Args) {
  const { i18n } = useTranslation();
  return (
    <SessionStatusView
      {...args}
      format={sessionFormat('CLP', i18n.language, fixtureBrand.currencies.symbols)}
    />
  );
}

const meta = {
  title: 'Account/SessionStatus',
  component: Render,
  args: {
    session: rgSessionAhead,
    manageHref: '/profile/responsible-gambling',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Render>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root.ownerDocument.body);

/** The header's button: its name reads the session time and the net position. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getAttribute('aria-label')).toContain(`+${storyMoney(12.5)}`);
  },
};

/** One tap opens the session's figures and the way to the limits. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', {
      name: storyText('accountShell:status.title'),
    });
    // The panel fades in: the figure is visible once it has.
    await waitFor(() => expect(within(panel).getByText(`+${storyMoney(12.5)}`)).toBeVisible());
    await expect(
      within(panel).getByRole('link', { name: storyText('accountShell:status.manage') }),
    ).toHaveAttribute('href', '/profile/responsible-gambling');
  },
};

/** Behind on the session: the net position in the negative tone. */
export const OpenBehind: Story = { args: { open: true, session: rgSessionCheckDue } };

/** Opened before the first read answered. */
export const Loading: Story = { args: { open: true, session: undefined } };

/** The session could not be read. */
export const LoadFailed: Story = { args: { open: true, session: undefined, failed: true } };
