import { mutate, preload } from 'swr';

// Not in the api barrel: the entry imports that barrel, and this module brings SWR with it.

/**
 * Starts a request of the first page at boot under the screen's own SWR key (decision 009), and
 * puts the answer in SWR's cache when it comes. The screen's first render then already shows it,
 * and its hook's mount-time revalidation takes over this very request instead of a second one.
 * Settles once the answer is in, or failed (a failure reaches the screen through its hook).
 */
export function primeRequest<Key extends readonly unknown[], Data>(
  key: Key,
  fetcher: (key: Key) => Promise<Data>,
): Promise<Data | undefined> {
  return preload(key, fetcher).then(
    async (data) => {
      await mutate(key, data, { revalidate: false });
      return data;
    },
    () => undefined,
  );
}
