/**
 * What a screen shows for a request: a placeholder while the first answer is on its way, the
 * failure with a way to retry, or the data.
 */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; data: T };

interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** An SWR answer as a view's state. A failure wins over older data of other inputs. */
export function loadableOf<T>(query: QueryState<T>): Loadable<T> {
  if (query.error) {
    return {
      status: 'error',
      error: query.error,
      retry: () => void query.mutate(),
      retrying: query.isValidating,
    };
  }
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', data: query.data };
}

/** The same state with its data transformed (grouping, sorting). */
export function mapLoadable<T, U>(loadable: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return loadable.status === 'ready' ? { status: 'ready', data: map(loadable.data) } : loadable;
}
