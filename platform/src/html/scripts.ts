import type { FastifyInstance } from 'fastify';

export interface ScriptRouteOptions {
  /** `no-cache` by default: a page and its script change together, so the script revalidates. */
  cacheControl?: string;
  /**
   * The media type answered. `text/javascript` is the registered one (RFC 9239); the integration
   * pages answer `application/javascript`, which their contract tests pin.
   */
  mediaType?: 'text/javascript' | 'application/javascript';
}

/** Serves a page's script as its own same-origin file, the only kind the CSP lets a page run. */
export function addScriptRoute(
  app: FastifyInstance,
  path: string,
  script: string,
  options: ScriptRouteOptions = {},
): void {
  const type = `${options.mediaType ?? 'text/javascript'}; charset=utf-8`;
  app.get(path, (_request, reply) =>
    reply
      .type(type)
      .header('Cache-Control', options.cacheControl ?? 'no-cache')
      .send(script),
  );
}
