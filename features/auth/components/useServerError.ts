import { describeError, useErrorText, type DescribeErrorOptions } from '../../core/errors/index.ts';

/**
 * The text of a failed auth call (scope `auth`: codes 2, 3, 4, 5, 6, 231, 695…), hidden while
 * the next attempt runs so an old message never sits beside a spinner.
 */
export function useServerError(
  error: unknown,
  running: boolean,
  options?: DescribeErrorOptions,
): string | undefined {
  const errorText = useErrorText();
  if (running || error === undefined || error === null) return undefined;
  return errorText(describeError(error, 'auth', options));
}
