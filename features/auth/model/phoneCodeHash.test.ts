import { describe, expect, it } from 'vitest';
import { phoneCodeHash } from './phoneCodeHash.ts';

describe('phoneCodeHash', () => {
  it('should match the platform README test vector', async () => {
    await expect(phoneCodeHash('56912345678')).resolves.toBe(
      '20829f255ef07ee3cec2cee5ecb5ed644ba9c53d027088fb31603096a5352737',
    );
  });

  it('should hash the phone exactly as sent', async () => {
    const plain = await phoneCodeHash('56912345678');
    const international = await phoneCodeHash('+56912345678');
    expect(international).not.toBe(plain);
    expect(international).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should say so when WebCrypto is missing (plain http)', async () => {
    await expect(phoneCodeHash('56912345678', null)).rejects.toThrow('secure context');
  });
});
