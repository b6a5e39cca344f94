import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi, neverAnswer } from '../../../core/testing/index.ts';
import { englishRulesPage, flatPagesFixture } from '../testing/fixtures.ts';
import { renderPages } from '../testing/renderPages.tsx';
import FlatPageScreen from './FlatPageScreen.tsx';

declare global {
  interface Window {
    __flatPageHacked?: boolean;
  }
}

const pagesByLanguage = { es: flatPagesFixture, en: [englishRulesPage] };

function pagesApi() {
  return createFixtureApi({
    'GET /api/site/flatpages/list/*': ({ path }: { path: string }) =>
      pagesByLanguage[path.split('/').pop() as 'es' | 'en'],
  });
}

const currentAddress = () => screen.getByRole('status', { name: 'Current address' });

afterEach(() => {
  delete window.__flatPageHacked;
});

describe('FlatPageScreen', () => {
  it('should show the page named in the address with its title and sanitised body', async () => {
    const api = pagesApi();
    await renderPages(<FlatPageScreen />, { api, path: '/flatPages/rules', language: 'es-ES' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: '2. Depósitos y retiros' }),
    ).toHaveAttribute('id', 'user-content-section-2');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/site/flatpages/list/es']);
    const external = screen.getByRole('link', { name: 'Jugadores Anónimos' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should show a hostile page as text and run none of its code', async () => {
    await renderPages(<FlatPageScreen />, {
      api: pagesApi(),
      path: '/flatPages/hostile',
      language: 'es-ES',
    });
    const article = await screen.findByRole('article', { name: 'Promoción' });
    expect(screen.getByText('Texto de la promoción.')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('Reclamar')).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('heading', { level: 2, name: 'Promoción' }));
    await userEvent.click(screen.getByText('Reclamar'));
    expect(window.__flatPageHacked).toBeUndefined();
  });

  it('should scroll to the section the address names by its operator id', async () => {
    const scrolled: Element[] = [];
    // jsdom has no scrolling: record which element was asked to come into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      await renderPages(<FlatPageScreen />, {
        api: pagesApi(),
        path: '/flatPages/rules#section-2',
        language: 'es-ES',
      });
      const heading = await screen.findByRole('heading', {
        level: 3,
        name: '2. Depósitos y retiros',
      });
      await waitFor(() => expect(scrolled).toEqual([heading]));
    } finally {
      // @ts-expect-error -- jsdom has none; removing the stub restores that.
      delete Element.prototype.scrollIntoView;
    }
  });

  it('should open app links through the router', async () => {
    await renderPages(<FlatPageScreen />, {
      api: pagesApi(),
      path: '/flatPages/rules',
      language: 'es-ES',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'reglas de bonos' }));
    expect(currentAddress()).toHaveTextContent('/flatPages/bonus-rules');
  });

  it('should load the pages again in a new language and keep the page', async () => {
    const api = pagesApi();
    const { i18n } = await renderPages(<FlatPageScreen />, {
      api,
      path: '/flatPages/rules',
      language: 'es-ES',
    });
    await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' });
    await act(() => i18n.changeLanguage('en-US'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/site/flatpages/list/es',
      '/api/site/flatpages/list/en',
    ]);
  });

  it('should say when no page has the name, with a way home', async () => {
    await renderPages(<FlatPageScreen />, { api: pagesApi(), path: '/flatPages/nowhere' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(currentAddress()).toHaveTextContent(/^\/$/);
  });

  it('should hold the page while it loads', async () => {
    const api = createFixtureApi({ 'GET /api/site/flatpages/list/*': neverAnswer });
    await renderPages(<FlatPageScreen />, { api, path: '/flatPages/about' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Loading the page…' }),
    ).toBeInTheDocument();
  });

  it('should show an error with a retry that loads the page', async () => {
    let fail = true;
    const api = createFixtureApi({
      'GET /api/site/flatpages/list/*': () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline' });
        return flatPagesFixture;
      },
    });
    await renderPages(<FlatPageScreen />, { api, path: '/flatPages/about' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the page");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument(),
    );
  });
});
