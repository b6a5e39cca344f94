import {
  describeError,
  useErrorMessage,
  type DescribeErrorOptions,
} from '../../core/errors/index.ts';

/**
 * The text of a failed auth call (scope `auth`: codes 2, 3, 4, 5, 6, 231, 695…), hidden while
 * the next attempt runs so an old message never sits beside a spinner. The first failure loads
 * the catalogue's texts; it shows once they are in.
 */
export function useServerError(
  error: unknown,
  running: boolean,
  options?: DescribeErrorOptions,
): string | undefined {
  const shown = !running && error !== undefined && error !== null;
  return useErrorMessage(shown ? describeError(error, 'auth', options) : undefined);
}
