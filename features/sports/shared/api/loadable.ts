import { describeError, useErrorText } from '../../../core/errors/index.ts';

/** Data on its way, failed (with a translated reason and a retry), or here. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; data: T };

interface Query<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** An SWR answer as a view's state; a failure wins over an older answer of other inputs. */
export function useLoadable<T>(query: Query<T>): Loadable<T> {
  const errorText = useErrorText();
  if (query.error) {
    return {
      status: 'error',
      message: errorText(describeError(query.error, 'general')),
      onRetry: () => void query.mutate(),
      retrying: query.isValidating,
    };
  }
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', data: query.data };
}
