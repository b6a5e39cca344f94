import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { isNetworkFailure, sendWithNetworkRetries } from './sendCoupon.ts';

const network = () => new ApiError({ kind: 'network' });

describe('isNetworkFailure', () => {
  it('should retry only when the server may not have answered', () => {
    expect(isNetworkFailure(network())).toBe(true);
    expect(isNetworkFailure(new ApiError({ kind: 'http', httpStatus: 502 }))).toBe(true);
    expect(
      isNetworkFailure(new ApiError({ kind: 'server', httpStatus: 503, codeStatus: 503 })),
    ).toBe(true);
    expect(
      isNetworkFailure(new ApiError({ kind: 'server', httpStatus: 500, codeStatus: 999 })),
    ).toBe(false);
    expect(
      isNetworkFailure(new ApiError({ kind: 'server', httpStatus: 200, codeStatus: 614 })),
    ).toBe(false);
    expect(isNetworkFailure(new ApiError({ kind: 'aborted' }))).toBe(false);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
  });
});

describe('sendWithNetworkRetries', () => {
  it('should wait 1 s, 2 s, 4 s… between sends until the server answers', async () => {
    const waits: number[] = [];
    let sends = 0;
    const result = await sendWithNetworkRetries(
      () => {
        sends += 1;
        return sends < 4 ? Promise.reject(network()) : Promise.resolve('placed');
      },
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    expect(result).toBe('placed');
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('should give up after about 30 s of waiting', async () => {
    const waits: number[] = [];
    const sent = sendWithNetworkRetries(
      () => Promise.reject(network()),
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    await expect(sent).rejects.toMatchObject({ kind: 'network' });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(30_000);
  });

  it('should not retry a refusal', async () => {
    let sends = 0;
    const refusal = new ApiError({ kind: 'server', httpStatus: 200, codeStatus: 614 });
    const sent = sendWithNetworkRetries(
      () => {
        sends += 1;
        return Promise.reject(refusal);
      },
      () => Promise.resolve(),
    );
    await expect(sent).rejects.toBe(refusal);
    expect(sends).toBe(1);
  });
});
