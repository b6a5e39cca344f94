import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context.ts';
import { failure } from './envelope.ts';

/**
 * The dev endpoints (mailbox, clock) hand out every account's reset links and move time for
 * everyone, so they are off unless `PLATFORM_DEV_ENDPOINTS=1` asks for them; no other value
 * (`true`, `yes`) turns them on by accident.
 */
export const devEndpointsFromEnvironment = (environment: NodeJS.ProcessEnv): boolean =>
  environment.PLATFORM_DEV_ENDPOINTS === '1';

/** 127.0.0.0/8, ::1, and 127.x as an IPv4-mapped IPv6 address (a dual-stack listener's form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(ipv4);
}

// Whoever a proxy forwards for is not on this machine, though the proxy's own connection is.
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Answers only a caller on this machine. The TCP peer decides, never a header and never
 * `request.ip` (which a trusted proxy setting takes from a header); a request a proxy forwarded
 * is refused even from loopback, or a local reverse proxy would make every remote caller local.
 */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  const forwarded = forwardingHeaders.some((header) => request.headers[header] !== undefined);
  if (forwarded || !isLoopbackAddress(request.socket.remoteAddress)) {
    return reply.code(403).send(failure('Dev endpoints answer callers on this machine only', 403));
  }
}

/**
 * A plugin of dev-only routes: with dev endpoints off it registers nothing (a 404 envelope, as
 * for any unknown API path); with them on, its routes answer loopback callers only.
 */
export function devOnlyRoutes(
  context: PlatformContext,
  register: (app: FastifyInstance) => void,
): FastifyPluginCallback {
  return (app, _options, done) => {
    if (!context.devEndpoints) return done();
    // Registered routes are a plugin of their own, so this hook reaches no other route.
    app.addHook('onRequest', loopbackOnly);
    register(app);
    done();
  };
}
