import useSWR from 'swr';
import type { ApiClient } from '../../core/api/index.ts';
import { useApi } from '../../core/api/index.ts';
import { primeRequest } from '../../core/api/prime.ts';

/** A promotional slide (casino-and-account spec: slide url, id, url_image). */
export interface Slide {
  id: number;
  url: string;
  url_image: string;
  /** What the slide announces, for its image's text alternative (optional in the platform API). */
  title?: string;
}

/**
 * The slider's slides in the interface language; refetched when the language changes (the key
 * holds it). A failed load empties the slider (spec, section 4) rather than showing an error.
 */
export function useSlides(language: string): { slides: readonly Slide[]; loading: boolean } {
  const api = useApi();
  const { data, error, isLoading } = useSWR<Slide[], Error>(slidesKey(language), () =>
    fetchSlides(api, language),
  );
  return { slides: error ? [] : (data ?? []), loading: isLoading };
}

const slidesKey = (language: string) => ['site/slides', language] as const;

function fetchSlides(api: ApiClient, language: string): Promise<Slide[]> {
  return api.get<Slide[]>('/api/site/slides', { query: { lang: language } });
}

/**
 * Starts the slides' request before the slider mounts (the first page's prefetch), and the first
 * slide's image as soon as its address is known: on the pages with the slider it is the largest
 * paint, so it must not wait for the slider's chunk and its request in turn.
 */
export function preloadSlides(api: ApiClient, language: string): Promise<unknown> {
  return primeRequest(slidesKey(language), () => fetchSlides(api, language)).then((slides) => {
    const first = slides?.[0];
    if (first) preloadImage(first.url_image);
  });
}

function preloadImage(href: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href })) {
    link.setAttribute(name, value);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
