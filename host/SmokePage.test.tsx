import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../schemas/generated/brand.ts';
import { createI18n } from './i18n/createI18n.ts';
import { SmokePage } from './SmokePage.tsx';

const brand: Brand = {
  id: 'demo',
  name: 'Demo Bet',
  languages: { enabled: ['es-es', 'en-US', 'pt-PT'], default: 'es-es' },
  currencies: { enabled: ['CLP'], default: 'CLP' },
};

async function renderSmokePage() {
  const i18n = await createI18n('es-es');
  render(
    <I18nextProvider i18n={i18n}>
      <SmokePage brand={brand} />
    </I18nextProvider>,
  );
}

describe('SmokePage', () => {
  it('should greet in the brand default language', async () => {
    await renderSmokePage();
    expect(screen.getByRole('heading', { name: 'Bienvenido a Demo Bet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('should switch language when the player picks another one', async () => {
    const user = userEvent.setup();
    await renderSmokePage();

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Bet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
