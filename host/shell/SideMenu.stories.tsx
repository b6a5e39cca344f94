import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../.storybook/modes.ts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  asTextContent,
  storyLanguage,
  storyMoney,
  storyText,
} from '../../features/core/testing/index.ts';
import {
  mostProvidersBanned,
  costaBrand,
  demoBrand,
  euroPlayer,
  flatPages,
  guest,
  longNamesPlayer,
  nightbetBrand,
  noBans,
  player,
  usdPlayer,
} from './Shell.fixtures.ts';
import { SideMenu } from './SideMenu.tsx';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    brand: demoBrand,
    session: player,
    banned: noBans,
    flatPages,
    onLogout: fn(),
    onLanguageChange: fn(),
  },
  argTypes: {
    brand: { control: false },
    banned: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    // A modal covers the page, so each story gets its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: storyText('shell.menuTitle'),
    });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText(storyText('shell.userId', { id: 104857 }))).toBeVisible();
    // Chilean pesos, whole, the Chilean way in Spanish ("$1.234.567"; decision 013).
    await expect(menu).toHaveTextContent(asTextContent(storyMoney(1_234_567, 'CLP')));
  },
};

export const Guest: Story = { args: { session: guest } };

export const UsdPlayer: Story = { args: { session: usdPlayer } };

export const BalanceUpdating: Story = {
  args: {
    session: { status: 'player', user: { id: 7, login: 'ana', currency: '' }, balance: undefined },
  },
};

export const LongNames: Story = {
  args: {
    session: longNamesPlayer,
    flatPages: [
      {
        idName: 'terms',
        name: 'Términos y condiciones generales de participación en promociones y bonificaciones',
      },
    ],
  },
};

/** Banned providers' links (slots, TVBet) and the bc sport history are gone. */
export const BannedEntriesHidden: Story = {
  args: { banned: mostProvidersBanned },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(menu).queryByRole('link', { name: storyText('menu.tvBet') })).toBeNull();
    await expect(
      within(menu).queryByRole('link', { name: storyText('shell.sportHistory') }),
    ).toBeNull();
  },
};

export const NoFlatPages: Story = { args: { flatPages: [], session: guest } };

/** Logging out asks the host to end the session and closes the menu. */
export const LogOut: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: storyText('shell.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ChangeLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const chooser = within(menu).getByRole('group', { name: storyText('shell.language') });
    // Another language than the story's own: pressing the current one changes nothing.
    const other = storyLanguage() === 'en' ? 'pt-PT' : 'en-US';
    await userEvent.click(
      within(chooser).getByRole('button', { name: storyText(`languageName.${other}`) }),
    );
    await expect(args.onLanguageChange).toHaveBeenCalledWith(other);
  },
};

export const NightBet: Story = {
  args: { brand: nightbetBrand, session: usdPlayer },
  globals: { brand: 'nightbet', language: 'en-US' },
  parameters: pinnedBrand('nightbet'),
};

export const Portuguese: Story = {
  args: { brand: costaBrand, session: euroPlayer, banned: new Set(['bc', 'digitain']) },
  globals: { brand: 'costa', language: 'pt-PT' },
  parameters: pinnedBrand('costa'),
};
