import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';

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
  const { data, error, isLoading } = useSWR<Slide[], Error>(['site/slides', language], () =>
    api.get<Slide[]>('/api/site/slides', { query: { lang: language } }),
  );
  return { slides: error ? [] : (data ?? []), loading: isLoading };
}
