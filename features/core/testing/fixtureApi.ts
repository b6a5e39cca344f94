import type { ApiClient, QueryValue, RequestOptions } from '../api/client.ts';

export interface FixtureRequest {
  method: string;
  path: string;
  query: Record<string, QueryValue>;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The data a call answers with, or a function of the request returning it. Throw an ApiError
 * (or return a rejected promise) to make the call fail; return a never-settling promise to show
 * a loading state.
 */
export type FixtureAnswer = unknown;
export type FixtureHandler = (request: FixtureRequest) => FixtureAnswer;

/**
 * Answers keyed `'GET /api/user/check'`. A key ending in `*` answers every path starting with
 * the rest (`'GET /api/site/flatpages/list/*'`).
 */
// A value or a handler: `unknown` covers both; a function value is called as the handler.
export type FixtureRoutes = Record<string, FixtureAnswer>;

export interface FixtureApi extends ApiClient {
  /** Every call made, in order, for assertions. */
  readonly calls: FixtureRequest[];
}

const envelopeExtras = Symbol('envelope extras');

interface EnvelopeAnswer {
  [envelopeExtras]: Record<string, unknown>;
  data: unknown;
}

/**
 * An answer whose envelope carries fields beside `data` (bet placement's coupon and balances):
 * the call resolves with `data`, and `onEnvelope` hears the whole answer, as with the platform.
 */
export function withEnvelope(data: unknown, extras: Record<string, unknown>): EnvelopeAnswer {
  return { [envelopeExtras]: extras, data };
}

function isEnvelopeAnswer(value: unknown): value is EnvelopeAnswer {
  return typeof value === 'object' && value !== null && envelopeExtras in value;
}

function find(routes: FixtureRoutes, method: string, path: string) {
  const exact = `${method} ${path}`;
  if (exact in routes) return routes[exact];
  const prefix = Object.keys(routes)
    .filter((key) => key.endsWith('*') && exact.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix) return routes[prefix];
  throw new Error(`No fixture for ${exact}`);
}

/**
 * An API client answering from fixtures, for stories and component tests: no network, and the
 * same client interface the screens use against the platform.
 */
export function createFixtureApi(
  routes: FixtureRoutes,
  options: { delayMs?: number } = {},
): FixtureApi {
  const calls: FixtureRequest[] = [];
  const request = async <T>(
    method: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> => {
    const entry: FixtureRequest = {
      method,
      path,
      query: requestOptions.query ?? {},
      body,
      headers: requestOptions.headers ?? {},
    };
    calls.push(entry);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const answer = find(routes, method, path);
    const value: unknown =
      typeof answer === 'function' ? (answer as FixtureHandler)(entry) : answer;
    const settled: unknown = await value;
    const data = isEnvelopeAnswer(settled) ? settled.data : settled;
    requestOptions.onEnvelope?.({
      ...(isEnvelopeAnswer(settled) ? settled[envelopeExtras] : {}),
      success: true,
      data,
      errorMessage: null,
      codeStatus: 0,
    });
    return data as T;
  };
  return {
    calls,
    url: (path) => path,
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body ?? {}, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body ?? {}, requestOptions),
    delete: (path, body, requestOptions) => request('DELETE', path, body, requestOptions),
  };
}
