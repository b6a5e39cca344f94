import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { createFixtureApi, FixtureProviders, fixtureBrand } from '../../core/testing/index.ts';
import english from '../locales/en-US.json';
import UiKitScreen from './UiKitScreen.tsx';

async function renderScreen(brand: Brand = fixtureBrand) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { uiKit: english } },
    defaultNS: 'uiKit',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={createFixtureApi({})} brand={brand}>
        <MemoryRouter initialEntries={['/UIKit']}>
          <UiKitScreen />
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}

describe('UiKitScreen', () => {
  it('should show every group of primitives in the brand theme', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'UI Kit' })).toBeInTheDocument();
    for (const section of [
      'Theme colours',
      'Buttons and links',
      'Text and headings',
      'Form fields',
      'Tags, badges, cards and rows',
      'Odds buttons',
      'Tabs and collapsible sections',
      'Loading, empty and error',
      'Countdown and odometer',
      'Dialog and sheet',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/in the Demo Bet theme/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    const roles = screen.getByRole('list', { name: 'Colour roles' });
    expect(within(roles).getByText('brand')).toBeInTheDocument();
  });

  it('should name the brand colours that fail contrast', async () => {
    await renderScreen({
      ...fixtureBrand,
      theme: { base: 'light', color: { textPrimary: '#f4f4f4' } },
    });
    expect(screen.getByText(/Colour pairs below WCAG AA contrast/)).toBeInTheDocument();
    expect(screen.getAllByText(/^textPrimary on surface/).length).toBeGreaterThan(0);
  });

  it('should open and close the sample dialog', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await screen.findByRole('dialog', { name: 'Cash out this bet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
