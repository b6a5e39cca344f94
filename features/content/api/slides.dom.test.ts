import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import { preloadSlides } from './slides.ts';

describe('preloadSlides', () => {
  it('should fetch the slides and preload the first slide image', async () => {
    const api = createFixtureApi({
      'GET /api/site/slides': [
        { id: 1, url: '/slots/home', url_image: '/api/site/slides/image/1.svg' },
        { id: 2, url: '/promotions', url_image: '/api/site/slides/image/2.svg' },
      ],
    });
    // It settles once the answer is in and the image is asked for (the first render waits on it).
    await preloadSlides(api, 'pt');
    expect(api.calls).toEqual([expect.objectContaining({ query: { lang: 'pt' } })]);
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/api/site/slides/image/1.svg',
    ]);
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
  });
});
