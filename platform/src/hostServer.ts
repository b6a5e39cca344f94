import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { BrandHosts } from './brandHosts.ts';

/**
 * One HTTP server in front of one ready Fastify app per brand: each request goes to the app of the
 * brand its host name maps to, so every brand keeps its own published brand, assets, CSP, platform
 * and (host-only) session cookies.
 */
export function hostServer(apps: ReadonlyMap<string, FastifyInstance>, hosts: BrandHosts): Server {
  return createServer((request, response) => {
    const app = apps.get(hosts.brandFor(request.headers.host));
    if (app) return app.routing(request, response);
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('No brand is served on this host name');
  });
}
