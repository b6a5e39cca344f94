import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const shows =
  (title: string): Story['play'] =>
  async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: title });
    await waitFor(() => expect(dialog).toBeVisible());
  };

/** The anti-phishing warning on the password page (/profile/change-password). */
export const Impostor: Story = { play: shows('Cuidado con los impostores') };
export const ImpostorEnglish: Story = {
  globals: { language: 'en-US' },
  play: shows('Beware of impostors'),
};
export const ImpostorPortuguese: Story = {
  globals: { language: 'pt-PT' },
  play: shows('Cuidado com impostores'),
};

/** On /profile/top-up. */
export const Replenishment: Story = {
  args: { name: 'replenishment' },
  play: shows('Cómo recargar tu cuenta'),
};
export const ReplenishmentEnglish: Story = {
  args: { name: 'replenishment' },
  globals: { language: 'en-US' },
  play: shows('How to top up your account'),
};
export const ReplenishmentPortuguese: Story = {
  args: { name: 'replenishment' },
  globals: { language: 'pt-PT' },
  play: shows('Como carregar a sua conta'),
};

/** The e-wallet notice, on /profile/top-up once replenishment is hidden. */
export const Webmoney: Story = {
  args: { name: 'webmoney' },
  play: shows('Recargas con billetera electrónica'),
};
export const WebmoneyEnglish: Story = {
  args: { name: 'webmoney' },
  globals: { language: 'en-US' },
  play: shows('Topping up with an e-wallet'),
};
export const WebmoneyPortuguese: Story = {
  args: { name: 'webmoney' },
  globals: { language: 'pt-PT' },
  play: shows('Carregamentos por carteira eletrónica'),
};

/** On /profile/withdrawal. */
export const Cashier: Story = { args: { name: 'cashier' }, play: shows('Antes de retirar') };
export const CashierEnglish: Story = {
  args: { name: 'cashier' },
  globals: { language: 'en-US' },
  play: shows('Before you withdraw'),
};
export const CashierPortuguese: Story = {
  args: { name: 'cashier' },
  globals: { language: 'pt-PT' },
  play: shows('Antes de levantar'),
};

/** On /virtual-games/golden-race and its games. */
export const GoldenRace: Story = {
  args: { name: 'goldenRace' },
  play: shows('Carreras virtuales Golden Race'),
};
export const GoldenRaceEnglish: Story = {
  args: { name: 'goldenRace' },
  globals: { language: 'en-US' },
  play: shows('Golden Race virtual races'),
};
export const GoldenRacePortuguese: Story = {
  args: { name: 'goldenRace' },
  globals: { language: 'pt-PT' },
  play: shows('Corridas virtuais Golden Race'),
};

/** No artwork published (or its list failed), and a brand without a support e-mail. */
export const WithoutArtworkOrEmail: Story = {
  args: { imageUrl: undefined, supportEmail: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('avísanos desde la página de contacto');
  },
};

/** In a dark brand's theme. */
export const DarkBrand: Story = {
  args: { name: 'cashier', brandName: 'NightBet' },
  globals: { brand: 'nightbet' },
  play: shows('Antes de retirar'),
};

/** "Entendido" dismisses it: the dialog closes and the dismissal is reported. */
export const ClosesOnDismissal: Story = {
  args: { name: 'goldenRace', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Carreras virtuales Golden Race' });
    await userEvent.click(page.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Escape is a dismissal too. */
export const ClosesOnEscape: Story = {
  args: { name: 'replenishment' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Cómo recargar tu cuenta' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
