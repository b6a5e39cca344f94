import { appRequestHeader } from '../../../schemas/appRequestHeader.ts';
import { ApiError } from '../errors/ApiError.ts';

/** The answer every platform call wraps its data in (both specs, section 7). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  errorMessage: string | null;
  codeStatus: number;
}

export type QueryValue =
  string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Hears the whole answer of a successful call, for the few calls that answer more than `data`
   * (bet placement puts the coupon and the balances beside its bet list).
   */
  onEnvelope?: (envelope: Envelope<unknown> & Record<string, unknown>) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The URL a path resolves to (for images and frames served by the platform). */
  url(path: string, query?: Record<string, QueryValue>): string;
}

export interface ApiClientOptions {
  /** The brand's API base; empty means the app's own origin (the demo platform). */
  baseUrl: string;
  /** The interface language (BCP 47), sent as Accept-Language on every call. */
  language: () => string;
  fetch?: typeof fetch;
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) parameters.append(name, String(item));
    else parameters.append(name, String(value));
  }
  const text = parameters.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function readBody(response: Response): Promise<unknown> {
  // 204 is one of the platform's success styles (spec 7): no body, no data.
  if (response.status === 204)
    return { success: true, data: null, errorMessage: null, codeStatus: 0 };
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the app talks to the platform: JSON in, the envelope out, its data returned and
 * every failure (network, HTTP, `success: false`, a body that is not the envelope) thrown as an
 * ApiError the error catalogue can describe. Cookies ride along (http-only session).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = (path: string, query?: Record<string, QueryValue>) =>
    `${options.baseUrl}${path}${queryString(query)}`;

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language(),
      // On the app's own origin the header costs nothing and lets the platform's GET calls that
      // change state (logout, payment and token calls) tell the app from another site in browsers
      // without Fetch Metadata; on another origin it would turn every GET into a preflight.
      ...(options.baseUrl ? {} : { [appRequestHeader.name]: appRequestHeader.value }),
      ...requestOptions.headers,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(url(path, requestOptions.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A brand on another origin still carries the player's session cookie.
        credentials: options.baseUrl ? 'include' : 'same-origin',
        signal: requestOptions.signal,
      });
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      throw new ApiError({ kind: aborted ? 'aborted' : 'network', message: String(error) });
    }
    const parsed = await readBody(response);
    if (!isEnvelope(parsed)) {
      throw new ApiError({
        kind: response.ok ? 'invalid-response' : 'http',
        httpStatus: response.status,
        message: `${method} ${path} answered ${response.status} without the envelope`,
      });
    }
    if (!parsed.success || !response.ok) {
      throw new ApiError({
        kind: 'server',
        httpStatus: response.status,
        codeStatus: parsed.codeStatus,
        serverMessage: parsed.errorMessage ?? undefined,
        data: parsed.data,
        message: `${method} ${path} failed: ${parsed.codeStatus} ${parsed.errorMessage ?? ''}`,
      });
    }
    requestOptions.onEnvelope?.(parsed as Envelope<unknown> & Record<string, unknown>);
    return parsed.data as T;
  }

  return {
    url,
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body ?? {}, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body ?? {}, requestOptions),
    delete: (path, body, requestOptions) => request('DELETE', path, body, requestOptions),
  };
}
