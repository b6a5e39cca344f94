import type { StoryLanguage } from '../../core/testing/index.ts';
import type { Slide } from '../api/slides.ts';

/** A slide image drawn in place, so stories and tests need no network. */
function slideImage(title: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The slides' words in each language: the platform answers the slider in the request's. */
const texts: Readonly<Record<StoryLanguage, readonly [string, string, string]>> = {
  es: ['Bono de bienvenida', 'Top eventos', 'Apuestas gratis'],
  en: ['Welcome bonus', 'Top events', 'Free bets'],
  pt: ['Bónus de boas-vindas', 'Eventos em destaque', 'Apostas grátis'],
};

/** Three slides as the platform answers them in `language` (the last without a title). */
export function slidesIn(language: StoryLanguage = 'es'): Slide[] {
  const [welcome, topEvents, freeBets] = texts[language];
  return [
    {
      id: 1,
      url: '/slots/home',
      url_image: slideImage(welcome, '#5b21b6', '#db2777'),
      title: welcome,
    },
    {
      id: 2,
      url: '/line/top-events',
      url_image: slideImage(topEvents, '#065f46', '#0ea5e9'),
      title: topEvents,
    },
    { id: 3, url: '/free-bets', url_image: slideImage(freeBets, '#9a3412', '#f59e0b') },
  ];
}

export const slidesFixture: Slide[] = slidesIn('es');
