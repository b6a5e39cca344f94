import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { isRetryableLoadError } from './retry.ts';

describe('isRetryableLoadError', () => {
  it('should retry lost connections and server failures', () => {
    expect(isRetryableLoadError(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isRetryableLoadError(new ApiError({ kind: 'http', httpStatus: 503 }))).toBe(true);
    expect(isRetryableLoadError(new Error('boom'))).toBe(true);
  });

  it('should not retry refusals', () => {
    expect(
      isRetryableLoadError(new ApiError({ kind: 'server', httpStatus: 404, codeStatus: 612 })),
    ).toBe(false);
    expect(
      isRetryableLoadError(new ApiError({ kind: 'server', httpStatus: 400, codeStatus: 400 })),
    ).toBe(false);
  });
});
