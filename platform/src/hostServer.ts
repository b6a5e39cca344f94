import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { FastifyInstance } from 'fastify';
import type { BrandHosts } from './brandHosts.ts';

/** The certificate and key (PEM) the platform serves HTTPS with (TLS_CERT, TLS_KEY). */
export interface TlsFiles {
  cert: Buffer | string;
  key: Buffer | string;
}

/**
 * One server in front of one ready Fastify app per brand: each request goes to the app of the
 * brand its host name maps to, so every brand keeps its own published brand, assets, CSP, platform
 * and (host-only) session cookies.
 *
 * Given a certificate, it speaks HTTP/2 over TLS (and HTTP/1.1 to clients without it): a page's
 * dozens of files then share one connection instead of queueing on HTTP/1.1's six.
 */
export function hostServer(apps: ReadonlyMap<string, FastifyInstance>, hosts: BrandHosts): Server;
export function hostServer(
  apps: ReadonlyMap<string, FastifyInstance>,
  hosts: BrandHosts,
  tls: TlsFiles,
): Http2SecureServer;
export function hostServer(
  apps: ReadonlyMap<string, FastifyInstance>,
  hosts: BrandHosts,
  tls?: TlsFiles,
): Server | Http2SecureServer {
  const route = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    // HTTP/2 names the host in :authority; browsers send no Host header there.
    const authority = request.headers[':authority'];
    const host = request.headers.host ?? (typeof authority === 'string' ? authority : undefined);
    const app = apps.get(hosts.brandFor(host));
    // Fastify tells the protocols apart by the request's httpVersionMajor, whatever server
    // created it; its types only name the server it was built for.
    if (app) return app.routing(request as IncomingMessage, response as ServerResponse);
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('No brand is served on this host name');
  };
  if (!tls) return createServer(route);
  return createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, route);
}

/**
 * TLS_CERT and TLS_KEY name PEM files; both or neither (plain HTTP/1.1, as behind a TLS proxy).
 */
export function tlsFilesFrom(
  env: { TLS_CERT?: string; TLS_KEY?: string },
  read: (path: string) => Buffer,
): TlsFiles | undefined {
  const cert = env.TLS_CERT?.trim();
  const key = env.TLS_KEY?.trim();
  if (!cert && !key) return undefined;
  if (!cert || !key) {
    throw new Error('TLS_CERT and TLS_KEY go together: set both (PEM files) or neither.');
  }
  return { cert: read(cert), key: read(key) };
}
