import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../.storybook/modes.ts';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Brand } from '../../schemas/generated/brand.ts';
import { storyText } from '../../features/core/testing/index.ts';
import { Header, type HeaderProps } from './Header.tsx';
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
  title: 'Shell/Header',
  component: Header,
  args: {
    brand: demoBrand,
    session: guest,
    banned: noBans,
    onOpenMenu: fn(),
  },
  argTypes: {
    brand: { control: false },
    banned: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: storyText('shell.register') })).toHaveAttribute(
      'href',
      '/auth/registration',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText('shell.openMenu') }));
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

export const Player: Story = { args: { session: player } };

/** While the delayed auth check runs the account area keeps its place, showing neither state. */
export const CheckingSession: Story = {
  args: { session: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: storyText('shell.login') })).toBeNull();
    await expect(canvas.getByText(storyText('shell.sessionChecking'))).toBeInTheDocument();
  },
};

/** USD players top up through the brand's chat, in a new tab (spec, section 2). */
export const UsdPlayer: Story = {
  args: { session: usdPlayer },
  play: async ({ canvasElement }) => {
    const topUp = within(canvasElement).getByRole('link', {
      name: new RegExp(`^${storyText('shell.topUp')}`),
    });
    await expect(topUp).toHaveAttribute('target', '_blank');
  },
};

export const BalanceUpdating: Story = {
  args: {
    session: {
      status: 'player',
      user: { id: 104857, login: 'maria', currency: 'CLP' },
      balance: undefined,
    },
  },
};

export const LongNames: Story = {
  args: {
    session: longNamesPlayer,
    brand: {
      ...demoBrand,
      menus: {
        header: (demoBrand.menus?.header ?? []).map((entry) => ({
          ...entry,
          label: { 'es-es': `${entry.id} — sección con un nombre muy largo` },
        })),
      },
    },
  },
};

/** The brand's name stands in for a missing (or unloadable) logo. */
export const WithoutLogo: Story = {
  args: { brand: { ...demoBrand, logo: undefined } satisfies Brand },
};

/** Casino, live casino, horse races and the bc sportsbook banned: their entries are gone. */
export const BannedEntriesHidden: Story = {
  args: { banned: mostProvidersBanned },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', {
      name: storyText('shell.mainNavigation'),
    });
    await expect(within(menu).queryByRole('link', { name: storyText('menu.casino') })).toBeNull();
    await expect(
      within(menu).getByRole('link', { name: storyText('menu.sport') }),
    ).toBeInTheDocument();
  },
};

export const SubMenuOpen: Story = {
  args: { session: player },
  play: async ({ canvasElement, step }) => {
    const menu = within(canvasElement).getByRole('navigation', {
      name: storyText('shell.mainNavigation'),
    });
    const sport = menu.querySelector<HTMLButtonElement>('button[aria-expanded]');
    if (!sport) throw new Error('no disclosure');

    await step('a press opens the sub-entries', async () => {
      await userEvent.click(sport);
      await expect(sport).toHaveAttribute('aria-expanded', 'true');
      await expect(
        within(menu).getByRole('link', { name: storyText('menu.sport2') }),
      ).toBeVisible();
    });
  },
};

export const CurrentPage: Story = { args: { session: player, currentPath: '/bc/live' } };

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

function HeaderWithSideMenu(props: HeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header {...props} onOpenMenu={() => setOpen(true)} />
      <SideMenu
        open={open}
        onOpenChange={setOpen}
        brand={props.brand}
        session={props.session}
        banned={props.banned}
        flatPages={flatPages}
        onLogout={() => setOpen(false)}
        onLanguageChange={() => undefined}
      />
    </>
  );
}

/** The menu button opens the side menu; Escape closes it and focus returns to the button. */
export const OpensSideMenu: Story = {
  args: { session: player },
  render: (args) => <HeaderWithSideMenu {...args} />,
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', {
      name: storyText('shell.openMenu'),
    });

    await step('the menu button opens the side menu', async () => {
      await userEvent.click(button);
      const menu = await page.findByRole('dialog', { name: storyText('shell.menuTitle') });
      await waitFor(() => expect(menu).toBeVisible());
    });

    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};
