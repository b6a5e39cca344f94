import type { Slide } from '../api/slides.ts';

/** A slide image drawn in place, so stories and tests need no network. */
function slideImage(title: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const slidesFixture: Slide[] = [
  {
    id: 1,
    url: '/slots/home',
    url_image: slideImage('Bono de bienvenida', '#5b21b6', '#db2777'),
    title: 'Bono de bienvenida',
  },
  {
    id: 2,
    url: '/line/top-events',
    url_image: slideImage('Top eventos', '#065f46', '#0ea5e9'),
    title: 'Top eventos',
  },
  { id: 3, url: '/free-bets', url_image: slideImage('Apuestas gratis', '#9a3412', '#f59e0b') },
];
