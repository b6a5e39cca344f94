import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi, fixtureBrand, neverAnswer } from '../../../core/testing/index.ts';
import { contactsFixture } from '../testing/fixtures.ts';
import { renderPages } from '../testing/renderPages.tsx';
import ContactsScreen from './ContactsScreen.tsx';

const offline = () => {
  throw new ApiError({ kind: 'network', message: 'offline' });
};

describe('ContactsScreen', () => {
  it('should show the e-mail, phone, hours and every channel in the language', async () => {
    const api = createFixtureApi({ 'GET /api/site/contacts': contactsFixture });
    await renderPages(<ContactsScreen />, { api, path: '/contacts', language: 'es-ES' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Correo electrónico.*support@demo-bet/ }),
    ).toHaveAttribute('href', 'mailto:support@demo-bet.example.com');
    expect(screen.getByRole('link', { name: /Teléfono.*\+56 2 2345 6789/ })).toHaveAttribute(
      'href',
      'tel:+56223456789',
    );
    expect(screen.getByText('Todos los días, las 24 horas')).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Chat y redes sociales' });
    const telegram = within(channels).getByRole('link', { name: /Telegram/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/demobet_support');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Chat en vivo (se abre en una pestaña nueva)',
      'Telegram (se abre en una pestaña nueva)',
      'WhatsApp (se abre en una pestaña nueva)',
      'Instagram (se abre en una pestaña nueva)',
    ]);
    expect(api.calls[0]?.query).toEqual({ lang: 'es' });
  });

  it('should announce that it is loading', async () => {
    const api = createFixtureApi({ 'GET /api/site/contacts': neverAnswer });
    await renderPages(<ContactsScreen />, { api, path: '/contacts' });
    expect(screen.getByText('Loading the contacts…')).toBeInTheDocument();
  });

  it('should fall back to the brand support details when the call fails, and retry', async () => {
    let fail = true;
    const api = createFixtureApi({
      'GET /api/site/contacts': () => (fail ? offline() : contactsFixture),
    });
    await renderPages(<ContactsScreen />, { api, path: '/contacts' });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      "We couldn't load every support channel",
    );
    expect(screen.getByRole('link', { name: /E-mail.*support@demo-bet/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Live chat/ })).toHaveAttribute(
      'href',
      'https://chat.example.com/demo-bet',
    );
    expect(screen.queryByText('Support hours')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Telegram/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/every support channel/)).toBeNull());
  });

  it('should show an error with a retry when neither the call nor the brand gives a contact', async () => {
    const brand: Brand = { ...fixtureBrand, support: {} };
    const api = createFixtureApi({ 'GET /api/site/contacts': offline });
    await renderPages(<ContactsScreen />, { api, brand, path: '/contacts' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the contacts");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
