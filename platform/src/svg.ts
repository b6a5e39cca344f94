import type { FastifyReply } from 'fastify';

/** Sends a generated picture; how long it may be cached depends on what it is drawn from. */
export function sendSvg(reply: FastifyReply, svg: string, cacheControl: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', cacheControl).send(svg);
}

/** The id in an image file name: `<id>.svg` → `<id>`. */
export const svgFileId = (file: string): string => file.slice(0, -'.svg'.length);

/**
 * A `<linearGradient>` from one colour to another, from the top left to `end` (the bottom right
 * unless told otherwise); pictures refer to it as `url(#<id>)`.
 */
export function linearGradient(
  id: string,
  from: string,
  to: string,
  end = 'x2="1" y2="1"',
): string {
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
