import { afterEach, describe, expect, it } from 'vitest';
import { readBrandFile } from '../brandFile.ts';
import { contentSecurityPolicy } from '../contentSecurityPolicy.ts';
import { buildServer } from '../server.ts';
import { afterPaintLoaderHash } from './scriptsAfterPaint.ts';
import { headersFile, nginxConf, redirectsFile } from './staticHosting.ts';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function serverPolicy(brandId: string): Promise<string> {
  const app = await buildServer({ brandId });
  apps.push(app);
  const response = await app.inject({ method: 'GET', url: '/healthz' });
  return String(response.headers['content-security-policy']);
}

/** The `_headers` lines under one path rule. */
function rule(file: string, path: string): string[] {
  const block = file.split('\n\n').find((candidate) => candidate.startsWith(`${path}\n`)) ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

describe('CDN header files', () => {
  it.each(['demo', 'nightbet', 'costa'])(
    "should send %s's policy exactly as the demo server does",
    async (brandId) => {
      const policy = contentSecurityPolicy(readBrandFile(brandId));
      expect(policy).toBe(await serverPolicy(brandId));
      expect(rule(headersFile(policy), '/*')).toContain(`Content-Security-Policy: ${policy}`);
      const nginx = nginxConf(brandId, policy);
      expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
      // Every page location repeats it: nginx drops a server's add_header in a location with its
      // own. Hashed assets are no documents and go without it (as the demo server sends them).
      expect(nginx.split('add_header Content-Security-Policy').length - 1).toBe(
        nginx.split('location ').length - 2,
      );
    },
  );

  it('should cache hashed assets for a year and revalidate the shell, once per path', () => {
    const file = headersFile("default-src 'self'");
    expect(rule(file, '/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    for (const path of ['/', '/index.html', '/brand.json', '/manifest.webmanifest', '/sw.js']) {
      expect(rule(file, path)).toEqual(['Cache-Control: no-cache']);
    }
    expect(rule(file, '/*').join()).not.toContain('Cache-Control');
  });

  it('should give client routes the app page', () => {
    expect(redirectsFile).toMatch(/^\/\*\s+\/index\.html\s+200\n$/);
    const nginx = nginxConf('demo', "default-src 'self'");
    expect(nginx).toContain('try_files $uri /index.html;');
    expect(nginx).toContain('try_files $uri =404;');
    expect(nginx).toMatch(
      /location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
    );
  });

  it("should send the precompressed assets without the pages' headers", () => {
    const nginx = nginxConf('demo', "default-src 'self'");
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('X-Content-Type-Options "nosniff"');
    expect(assets).not.toContain('Content-Security-Policy');
    expect(nginx).toMatch(/location \/ \{[^}]*Content-Security-Policy "default-src 'self'"/);
  });
});

describe('contentSecurityPolicy', () => {
  const brand = (fields: Record<string, unknown>) => JSON.stringify(fields);

  it("should let the app call the operator's platform when the brand names it", () => {
    const policy = contentSecurityPolicy(brand({ api: { baseUrl: 'https://api.bet.example/v1' } }));
    expect(policy.split(';')).toContain("connect-src 'self' https://api.bet.example");
    expect(contentSecurityPolicy(brand({ api: { baseUrl: '' } })).split(';')).toContain(
      "connect-src 'self'",
    );
  });

  it("should frame and run exactly the brand's integration origins", () => {
    const policy = contentSecurityPolicy(
      brand({
        integrations: {
          tvbet: { frameUrl: 'https://tv.example/x' },
          inbet: { scriptUrl: 'https://cdn.inbet.example/l.js' },
        },
      }),
    ).split(';');
    expect(policy).toContain("frame-src 'self' https://tv.example");
    expect(policy).toContain(`script-src 'self' ${afterPaintLoaderHash} https://cdn.inbet.example`);
  });

  it('should allow nothing extra for a brand it cannot read', () => {
    expect(contentSecurityPolicy('{ broken')).toBe(contentSecurityPolicy('{}'));
  });
});
