import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import type { InfoModalName } from '../model/modalRules.ts';
import { fixtureArtworkUrl } from '../testing/fixtures.ts';
import { withInfoModalsLocales } from '../testing/withInfoModalsLocales.tsx';
import { InfoModalDialog, type InfoModalDialogProps } from './InfoModalDialog.tsx';

/** The dialog as the overlay holds it: open until dismissed. */
function Dismissible(args: InfoModalDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <InfoModalDialog
      {...args}
      open={open}
      onDismiss={() => {
        setOpen(false);
        args.onDismiss();
      }}
    />
  );
}

const meta = {
  title: 'InfoModals/InfoModal',
  component: InfoModalDialog,
  decorators: [withInfoModalsLocales],
  args: {
    name: 'impostor',
    open: true,
    onDismiss: () => undefined,
    imageUrl: fixtureArtworkUrl,
    brandName: 'Demo Bet',
    supportEmail: 'support@demo-bet.example.com',
    siteAddress: 'demo-bet.example.com',
  },
  render: (args) => <Dismissible {...args} />,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof InfoModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A modal's title in the story's language. */
const titleOf = (name: InfoModalName) => storyText(`infoModals:${name}.title`);

/** The dialog opens, named by the modal's title. */
const shows =
  (name: InfoModalName): Story['play'] =>
  async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: titleOf(name) });
    await waitFor(() => expect(dialog).toBeVisible());
  };

/** The anti-phishing warning on the password page (/profile/change-password). */
export const Impostor: Story = { play: shows('impostor') };
export const ImpostorEnglish: Story = {
  globals: { language: 'en-US' },
  play: shows('impostor'),
};
export const ImpostorPortuguese: Story = {
  globals: { language: 'pt-PT' },
  play: shows('impostor'),
};

/** On /profile/top-up. */
export const Replenishment: Story = {
  args: { name: 'replenishment' },
  play: shows('replenishment'),
};
export const ReplenishmentEnglish: Story = {
  args: { name: 'replenishment' },
  globals: { language: 'en-US' },
  play: shows('replenishment'),
};
export const ReplenishmentPortuguese: Story = {
  args: { name: 'replenishment' },
  globals: { language: 'pt-PT' },
  play: shows('replenishment'),
};

/** The e-wallet notice, on /profile/top-up once replenishment is hidden. */
export const Webmoney: Story = {
  args: { name: 'webmoney' },
  play: shows('webmoney'),
};
export const WebmoneyEnglish: Story = {
  args: { name: 'webmoney' },
  globals: { language: 'en-US' },
  play: shows('webmoney'),
};
export const WebmoneyPortuguese: Story = {
  args: { name: 'webmoney' },
  globals: { language: 'pt-PT' },
  play: shows('webmoney'),
};

/** On /profile/withdrawal. */
export const Cashier: Story = { args: { name: 'cashier' }, play: shows('cashier') };
export const CashierEnglish: Story = {
  args: { name: 'cashier' },
  globals: { language: 'en-US' },
  play: shows('cashier'),
};
export const CashierPortuguese: Story = {
  args: { name: 'cashier' },
  globals: { language: 'pt-PT' },
  play: shows('cashier'),
};

/** On /virtual-games/golden-race and its games. */
export const GoldenRace: Story = {
  args: { name: 'goldenRace' },
  play: shows('goldenRace'),
};
export const GoldenRaceEnglish: Story = {
  args: { name: 'goldenRace' },
  globals: { language: 'en-US' },
  play: shows('goldenRace'),
};
export const GoldenRacePortuguese: Story = {
  args: { name: 'goldenRace' },
  globals: { language: 'pt-PT' },
  play: shows('goldenRace'),
};

/** No artwork published (or its list failed), and a brand without a support e-mail. */
export const WithoutArtworkOrEmail: Story = {
  args: { imageUrl: undefined, supportEmail: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(storyText('infoModals:impostor.reportWithoutEmail'));
  },
};

/** "Entendido" dismisses it: the dialog closes and the dismissal is reported. */
export const ClosesOnDismissal: Story = {
  args: { name: 'goldenRace', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: titleOf('goldenRace') });
    await userEvent.click(page.getByRole('button', { name: storyText('infoModals:dismiss') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Escape is a dismissal too. */
export const ClosesOnEscape: Story = {
  args: { name: 'replenishment' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: titleOf('replenishment') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
