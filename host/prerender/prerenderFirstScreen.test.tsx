import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { demoBrand, nightbetBrand } from '../shell/Shell.fixtures.ts';
import { firstScreenPaths, prerenderFirstScreen } from './prerenderFirstScreen.tsx';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const slides = [
  {
    id: 7,
    url: '/promotions',
    url_image: '/api/site/slides/image/7.svg?lang=es&v=1',
    title: 'Bono',
  },
  {
    id: 8,
    url: '/line/top-events',
    url_image: '/api/site/slides/image/8.svg?lang=es&v=2',
    title: 'Cuotas',
  },
];

/** What the platform knows at draw time: the slides, nothing else; every call asked is noted. */
function platformAnswers(asked: string[] = []) {
  return (apiPath: string, query: Readonly<Record<string, string>>) => {
    asked.push(`${apiPath}?${new URLSearchParams(query).toString()}`);
    return apiPath === '/api/site/slides' ? slides : undefined;
  };
}

async function draw(brand: Brand, path: string, answer = platformAnswers()) {
  const frame = await prerenderFirstScreen(brand, { path, answer });
  if (!frame) throw new Error(`No first screen for ${path}`);
  // A boundary that suspended while drawing leaves its fallback and React's message in the page.
  expect(frame.rootHtml).not.toContain('<!--$!-->');
  return parse(frame.rootHtml);
}

describe('prerenderFirstScreen', () => {
  it('should draw the casino home under the slider with its slides, the first one loaded first', async () => {
    const asked: string[] = [];
    const root = await draw(demoBrand, '/slots/home', platformAnswers(asked));
    const slider = root.querySelector(
      'main > :first-child section[aria-roledescription="carousel"]',
    );
    expect(slider).toHaveAttribute('aria-label', 'Promociones');
    const images = root.querySelectorAll('main img[width="1200"]');
    expect([...images].map((image) => image.getAttribute('alt'))).toEqual(['Bono', 'Cuotas']);
    expect(images[0]).toHaveAttribute('src', slides[0]?.url_image);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    // Asked in the brand's default language, as the app's slider asks.
    expect(asked).toContain('/api/site/slides?lang=es');
    expect(root.querySelector('header a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/slots/home',
    );
  });

  it("should show the casino home's lists as placeholders: no game, no jackpot, no balance", async () => {
    const root = await draw(demoBrand, '/slots/home');
    expect(root.querySelector('h1')).toHaveTextContent('Casino');
    expect(root.querySelector('[role="search"] input')).toHaveAttribute(
      'placeholder',
      'Buscar juegos',
    );
    const best = root.querySelector('ul[aria-label="Mejores juegos"]');
    expect(best).toHaveAttribute('aria-busy', 'true');
    expect(best?.textContent).toBe('');
    expect(root.querySelector('main')?.textContent).not.toMatch(/\d[\d.,]*\s?(€|\$|CLP)/);
    // The session is not known: the account area holds its place, no sign-in, no balance.
    expect(root.querySelector('header [aria-busy="true"]')).toHaveTextContent(
      'Comprobando tu sesión',
    );
  });

  it("should draw top events with the events' placeholder and no odds", async () => {
    const root = await draw(demoBrand, '/line/top-events');
    expect(root.querySelector('main h1')).toHaveTextContent('Eventos destacados');
    const events = root.querySelector('main [role="status"][aria-busy="true"]');
    expect(events).toHaveTextContent('Cargando eventos');
    expect(root.querySelectorAll('main button[aria-pressed]')).toHaveLength(0);
  });

  it('should draw /live as the live list of every sport it opens, under the slider, with no odds', async () => {
    const root = await draw(demoBrand, '/live');
    expect(root.querySelector('main img[width="1200"]')).toHaveAttribute(
      'src',
      slides[0]?.url_image,
    );
    expect(root.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(root.querySelectorAll('main button[aria-pressed]')).toHaveLength(0);
    expect(root.querySelector('main')?.textContent).not.toMatch(/\d+[.,]\d{2}/);
    const same = await draw(demoBrand, '/live/selectedSport/0');
    expect(same.innerHTML).toBe(root.innerHTML);
  });

  it("should hold the slider's space when the slides are not known (an export)", async () => {
    const frame = await prerenderFirstScreen(demoBrand, { path: '/line/top-events' });
    const root = parse(frame?.rootHtml ?? '');
    expect(root.querySelector('main > :first-child [aria-busy="true"]')).not.toBeNull();
    expect(root.querySelector('main img')).toBeNull();
  });

  it("should draw the root as the casino home it opens, inert and in the brand's language", async () => {
    const root = await draw(nightbetBrand, '/');
    const frame = root.querySelector('[data-first-frame]');
    expect(frame).toHaveAttribute('inert');
    expect(frame).toContainElement(root.querySelector('main'));
    expect(root.querySelector('[role="search"] input')).toHaveAttribute(
      'placeholder',
      'Search games',
    );
  });

  it('should name only the landing pages the brand shows', async () => {
    expect(firstScreenPaths(demoBrand)).toEqual([
      '/',
      '/slots/home',
      '/line/top-events',
      '/live',
      '/live/selectedSport/0',
    ]);
    const noCasino: Brand = { ...demoBrand, features: { ...demoBrand.features, casino: false } };
    // The app shows its not-found page there: the shell's frame fits it better than a casino.
    expect(firstScreenPaths(noCasino)).toEqual([
      '/line/top-events',
      '/live',
      '/live/selectedSport/0',
    ]);
    await expect(prerenderFirstScreen(noCasino, { path: '/slots/home' })).resolves.toBeUndefined();
    const noLive: Brand = { ...demoBrand, features: { ...demoBrand.features, live: false } };
    expect(firstScreenPaths(noLive)).toEqual(['/', '/slots/home', '/line/top-events']);
    await expect(
      prerenderFirstScreen(demoBrand, { path: '/live/sports' }),
    ).resolves.toBeUndefined();
  });
});
