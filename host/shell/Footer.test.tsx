import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import Footer from './Footer.tsx';
import { publishedBrands } from './Shell.fixtures.ts';

const { costa: costaBrand, demo: demoBrand, nightbet: nightbetBrand } = publishedBrands;
import { renderTranslated } from './testUtils.tsx';

const withBadge: Brand = {
  ...costaBrand,
  responsibleGambling: {
    ...costaBrand.responsibleGambling,
    regulatorBadge: {
      src: 'assets/srij.svg',
      href: 'https://www.srij.turismodeportugal.pt',
      alt: { 'pt-PT': 'SRIJ: jogo online licenciado', 'en-US': 'SRIJ: licensed online gambling' },
    },
  },
};

describe('Footer', () => {
  it("should state the brand's minimum age", async () => {
    const adults: Brand = {
      ...demoBrand,
      responsibleGambling: { ...demoBrand.responsibleGambling, minimumAge: 21 },
    };
    await renderTranslated(<Footer brand={adults} signedIn={false} />);
    expect(screen.getByText('21+')).toBeInTheDocument();
    expect(screen.getByText('Only for players aged 21 or over')).toBeInTheDocument();
  });

  it('should link the help organisation of the player’s language, in a new tab', async () => {
    await renderTranslated(<Footer brand={nightbetBrand} signedIn={false} />, 'es-es');
    const help = screen.getByRole('link', { name: /^Ayuda: / });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('should link a player to their limits and ask a guest to sign in first', async () => {
    const { unmount } = await renderTranslated(<Footer brand={costaBrand} signedIn />);
    expect(screen.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/profile/responsible-gambling',
    );
    unmount();
    await renderTranslated(<Footer brand={costaBrand} signedIn={false} />, 'pt-PT');
    expect(
      screen.getByRole('link', { name: 'Inicie sessão para definir os seus limites' }),
    ).toHaveAttribute('href', '/auth/login');
  });

  it('should show the regulator’s badge only when the brand sets one', async () => {
    const { unmount } = await renderTranslated(<Footer brand={costaBrand} signedIn />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    await renderTranslated(<Footer brand={withBadge} signedIn />, 'pt-PT');
    const badge = screen.getByRole('img', { name: /^SRIJ: jogo online licenciado/ });
    expect(badge).toHaveAttribute('src', '/brand-assets/assets/srij.svg');
    expect(badge.closest('a')).toHaveAttribute('href', 'https://www.srij.turismodeportugal.pt');
  });
});
