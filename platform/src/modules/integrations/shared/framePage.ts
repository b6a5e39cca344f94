import type { FastifyInstance } from 'fastify';
import { addPageScript, sendPage } from './html.ts';

/** The route schema of a page whose query is only bounded texts: each name with its maximum length. */
export function textQuery(maxLengths: Readonly<Record<string, number>>) {
  const properties = Object.fromEntries(
    Object.entries(maxLengths).map(([name, maxLength]) => [name, { type: 'string', maxLength }]),
  );
  return { querystring: { type: 'object', additionalProperties: false, properties } };
}

export interface FramePage<Query> {
  /** Served at `path` and `path/` (the app frames either); the script at `path/app.js`. */
  path: string;
  /** The route schema of the page's query. */
  schema: { querystring: object };
  render(query: Query): string | { status: number; page: string };
  script: string;
}

/** Registers a demo frame page and its script. */
export function addFramePage<Query>(app: FastifyInstance, frame: FramePage<Query>): void {
  for (const path of [frame.path, `${frame.path}/`]) {
    app.get<{ Querystring: Query }>(path, { schema: frame.schema }, (request, reply) => {
      // fastify types a generic route's query loosely; the schema guarantees this shape.
      const rendered = frame.render(request.query as Query);
      return typeof rendered === 'string'
        ? sendPage(reply, rendered)
        : sendPage(reply, rendered.page, rendered.status);
    });
  }
  addPageScript(app, `${frame.path}/app.js`, frame.script);
}
