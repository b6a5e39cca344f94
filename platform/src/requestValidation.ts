import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Fastify's own Ajv options (`@fastify/ajv-compiler`): unknown properties dropped, defaults
 * filled in, the first error only (all errors would let one body cost a lot of work).
 */
const fastifyAjvOptions: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
};

function ajvWith(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...fastifyAjvOptions, coerceTypes });
  addFormats(ajv);
  return ajv;
}

/**
 * Request validation in two parts. A JSON body carries its own types, so a wrong one is refused
 * (the 400 envelope): with Fastify's default coercion, `"0x64"`, `"1e2"`, `" 100 "` and `[100]`
 * became a stake of 100. The query string, path and headers are text by nature, so their numbers
 * and booleans are still read from strings (and a repeated query key into an array).
 */
export function requestValidatorCompiler(): FastifySchemaCompiler<object> {
  const bodies = ajvWith(false);
  const texts = ajvWith('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodies : texts).compile(schema);
}
