/** Data on its way, failed (with a translated reason and a retry), or here. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; data: T };
