import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, constants as http2Constants } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFolder } from './brandFile.ts';
import { readBrandHosts } from './brandHosts.ts';
import { hostServer, tlsFilesFrom, type TlsFiles } from './hostServer.ts';
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

/** A throwaway self-signed certificate for 127.0.0.1, made by openssl (absent: undefined). */
function selfSignedCertificate(): TlsFiles | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  try {
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    if (made.status !== 0) return undefined;
    return tlsFilesFrom(
      { TLS_CERT: join(dir, 'cert.pem'), TLS_KEY: join(dir, 'key.pem') },
      (path) => readFileSync(path),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const certificate = selfSignedCertificate();

describe('hostServer with a certificate', () => {
  it.skipIf(certificate === undefined)(
    'should serve the brand over HTTP/2, and over HTTP/1.1 to clients without it',
    async () => {
      const tls = certificate as TlsFiles;
      const app = await buildServer({ brandId: 'costa' });
      await app.ready();
      closers.push(() => app.close());
      const server = hostServer(new Map([['costa', app]]), { brandFor: () => 'costa' }, tls);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closers.push(() => new Promise((resolve) => server.close(resolve)));
      const { port } = server.address() as AddressInfo;

      const session = connect(`https://127.0.0.1:${port}`, { ca: tls.cert });
      closers.push(() => new Promise((resolve) => session.close(() => resolve(undefined))));
      const overHttp2 = await new Promise<{ status: number; hsts: string; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/brand.json', 'accept-encoding': 'identity' });
          let status = 0;
          let hsts = '';
          let body = '';
          stream.on('response', (headers) => {
            status = Number(headers[http2Constants.HTTP2_HEADER_STATUS]);
            hsts = String(headers['strict-transport-security']);
          });
          stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
          stream.on('end', () => resolve({ status, hsts, body }));
          stream.on('error', reject);
          stream.end();
        },
      );
      expect(overHttp2.status).toBe(200);
      expect(JSON.parse(overHttp2.body)).toMatchObject({ id: 'costa' });
      expect(overHttp2.hsts).toMatch(/^max-age=\d+/);

      const overHttp1 = await new Promise<{ version: string; status: number }>(
        (resolve, reject) => {
          httpsRequest({ host: '127.0.0.1', port, path: '/healthz', ca: tls.cert }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ version: response.httpVersion, status: response.statusCode ?? 0 }),
            );
          })
            .on('error', reject)
            .end();
        },
      );
      expect(overHttp1).toEqual({ version: '1.1', status: 200 });
    },
  );

  it('should want both TLS_CERT and TLS_KEY, or neither', () => {
    const read = (path: string) => Buffer.from(path);
    expect(tlsFilesFrom({}, read)).toBeUndefined();
    expect(() => tlsFilesFrom({ TLS_CERT: '/etc/cert.pem' }, read)).toThrow(/TLS_KEY/);
    expect(tlsFilesFrom({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }, read)).toEqual({
      cert: Buffer.from('c.pem'),
      key: Buffer.from('k.pem'),
    });
  });
});
