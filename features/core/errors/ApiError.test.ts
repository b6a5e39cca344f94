import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError.ts';

describe('ApiError', () => {
  it('should keep everything the platform answered', () => {
    const error = new ApiError({
      kind: 'server',
      codeStatus: 681,
      httpStatus: 200,
      serverMessage: 'EventId: 5',
      data: [{ id: 1, errorCode: 681 }],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.kind).toBe('server');
    expect(error.codeStatus).toBe(681);
    expect(error.httpStatus).toBe(200);
    expect(error.serverMessage).toBe('EventId: 5');
    expect(error.data).toEqual([{ id: 1, errorCode: 681 }]);
    expect(error.message).toBe('EventId: 5');
  });

  it('should describe itself for logs when nobody gave a message', () => {
    expect(new ApiError({ kind: 'http', httpStatus: 502 }).message).toBe(
      'API call failed (http), HTTP 502',
    );
    expect(new ApiError({ kind: 'network' }).message).toBe('API call failed (network)');
    expect(new ApiError({ kind: 'network', message: 'offline' }).message).toBe('offline');
  });

  it('should leave absent fields undefined', () => {
    const error = new ApiError({ kind: 'aborted' });
    expect(error.codeStatus).toBeUndefined();
    expect(error.httpStatus).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(error.data).toBeUndefined();
  });
});

describe('isApiError', () => {
  it('should recognise only ApiErrors', () => {
    expect(isApiError(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'network', codeStatus: 1 })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});
