import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pinnedBrand } from '../../.storybook/modes.ts';
import { storyText } from '../../features/core/testing/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import Footer from './Footer.tsx';
import { demoBrand as demoFile, published, publishedBrands } from './Shell.fixtures.ts';

const { costa: costaBrand, demo: demoBrand, nightbet: nightbetBrand } = publishedBrands;

// A stand-in badge drawn here: no regulator's artwork ships with the demo brands.
const badgeSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" rx="6" fill="#0b3d91"/><text x="60" y="28" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">REGULATOR</text></svg>',
)}`;

const withBadge: Brand = {
  ...costaBrand,
  responsibleGambling: {
    ...costaBrand.responsibleGambling,
    regulatorBadge: {
      src: badgeSvg,
      href: 'https://www.srij.turismodeportugal.pt',
      alt: { 'pt-PT': 'SRIJ: jogo online licenciado', 'en-US': 'SRIJ: licensed online gambling' },
    },
  },
};

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { brand: demoBrand, signedIn: true },
  argTypes: { brand: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player: 18+, the way to their limits and the help organisation of their language. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(
      within(footer).getByRole('link', { name: storyText('shell.responsibleGambling') }),
    ).toHaveAttribute('href', '/profile/responsible-gambling');
    await expect(within(footer).getByText('18+')).toBeVisible();
  },
};

/** A guest is asked to sign in before setting limits. */
export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: storyText('shell.footer.limitsSignIn') }),
    ).toHaveAttribute('href', '/auth/login');
  },
};

/** The es-dgoj preset's help (FEJAR) on Night Bet. */
export const NightBet: Story = {
  args: { brand: nightbetBrand },
  parameters: pinnedBrand('nightbet'),
};

/** Costa's pt-srij help line, and a regulator's badge the brand sets. */
export const WithRegulatorBadge: Story = {
  args: { brand: withBadge },
  parameters: pinnedBrand('costa'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', badgeSvg);
  },
};

/** A brand for adults from 21. */
export const MinimumAge21: Story = {
  args: {
    brand: published({ ...demoFile, responsibleGambling: { preset: 'generic', minimumAge: 21 } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('21+')).toBeVisible();
  },
};
