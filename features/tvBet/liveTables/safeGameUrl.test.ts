import { describe, expect, it } from 'vitest';
import { safeGameUrl } from './safeGameUrl.ts';

const sameOrigin = { url: (path: string) => path };
const otherApiOrigin = { url: (path: string) => `https://api.example${path}` };

describe('safeGameUrl', () => {
  it('should follow a path of the platform, resolved against the API', () => {
    expect(safeGameUrl(sameOrigin, '/demo/live-table/?token=T&table=1000')).toBe(
      '/demo/live-table/?token=T&table=1000',
    );
    expect(safeGameUrl(otherApiOrigin, '/demo/live-table/?t=1')).toBe(
      'https://api.example/demo/live-table/?t=1',
    );
  });

  it('should follow an http(s) address', () => {
    expect(safeGameUrl(sameOrigin, 'https://live.example/table?id=1')).toBe(
      'https://live.example/table?id=1',
    );
    expect(safeGameUrl(sameOrigin, 'http://live.example/')).toBe('http://live.example/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example',
    'demo/live-table/',
    '',
  ])('should refuse %j', (gameUrl) => {
    expect(safeGameUrl(sameOrigin, gameUrl)).toBeNull();
  });
});
