import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFolder } from './brandFile.ts';
import { readBrandHosts } from './brandHosts.ts';
import { hostServer } from './hostServer.ts';
import { buildServer } from './server.ts';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Copies of two shipped brands, each framing TV-bet from an origin of its own. */
function configWithIntegrations(): string {
  const configDir = mkdtempSync(join(tmpdir(), 'hosts-config-'));
  for (const [id, origin] of [
    ['nightbet', 'https://tv.nightbet.example'],
    ['costa', 'https://tv.costa.example'],
  ] as const) {
    const folder = join(configDir, id);
    cpSync(brandFolder(id), folder, {
      recursive: true,
      filter: (path) => !path.endsWith('published.json'),
    });
    const source = join(folder, 'brand.json');
    const brand = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    const integrations = (brand.integrations ?? {}) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    integrations.tvbet = { ...integrations.tvbet, frameUrl: `${origin}/frame` };
    brand.integrations = integrations;
    writeFileSync(source, JSON.stringify(brand));
  }
  return configDir;
}

describe('hostServer', () => {
  it('should answer each host name with its own brand and a CSP naming only its origins', async () => {
    const configDir = configWithIntegrations();
    const apps = new Map<string, FastifyInstance>();
    for (const brandId of ['nightbet', 'costa']) {
      const app = await buildServer({ brandId, configDir });
      await app.ready();
      apps.set(brandId, app);
      closers.push(() => app.close());
    }
    const server = hostServer(apps, readBrandHosts(configDir, [...apps.keys()], 'nightbet'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as AddressInfo;

    const brandOn = (host: string) => {
      // fetch may not set Host; a raw request does.
      return new Promise<{ body: string; csp: string }>((resolve, reject) => {
        request(
          { port, host: '127.0.0.1', path: '/brand.json', headers: { Host: host } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({ body, csp: String(response.headers['content-security-policy']) }),
            );
          },
        )
          .on('error', reject)
          .end();
      });
    };
    const nightbet = await brandOn('nightbet.localhost:8080');
    const costa = await brandOn('costa.localhost');
    expect(JSON.parse(nightbet.body)).toMatchObject({ id: 'nightbet' });
    expect(JSON.parse(costa.body)).toMatchObject({ id: 'costa' });
    expect(nightbet.csp).toContain('https://tv.nightbet.example');
    expect(nightbet.csp).not.toContain('https://tv.costa.example');
    expect(costa.csp).toContain('https://tv.costa.example');
    expect(costa.csp).not.toContain('https://tv.nightbet.example');
    expect(JSON.parse((await brandOn('elsewhere.example')).body)).toMatchObject({ id: 'nightbet' });
  });
});
