import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

describe('resetting a phone call’s limit by decorating the number', () => {
  it('should count "56987654321.", "56987654321x"… as the one phone the lookup finds', async () => {
    const attempt = (phone: string) =>
      platform.post('/api/user/password/restore/phone/new', {
        phone,
        new_password: 'tapa42',
        code: '0000',
      });
    const decorations = ['.', '..', '///', 'x', 'xx', '-.', '.-', ' .', '(.)', '#'];
    for (const decoration of decorations) {
      expect((await attempt(`56987654321${decoration}`)).statusCode).not.toBe(429);
    }
    const limited = await attempt('56987654321!');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ success: false, codeStatus: 429 });
  });
});
