import { appRequestHeader } from '../../../schemas/appRequestHeader.ts';
import { ApiError } from '../errors/ApiError.ts';
import { requestTimeoutsMs } from './timeouts.ts';

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
   * How long to wait for the whole answer before giving up as on a lost connection (the error's
   * kind is 'network', `timedOut` true); defaults by method (`requestTimeoutsMs`).
   */
  timeoutMs?: number;
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
  /** Replaces the default time limits of reads and writes (tests, a slow operator platform). */
  timeouts?: { read?: number; write?: number };
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
 * One call's time limit, joined with the caller's own signal. Written out rather than with
 * `AbortSignal.any`/`AbortSignal.timeout`, which phones' browsers before 2024 lack.
 */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private timedOut = false;
  private readonly forward = () => this.controller.abort();

  constructor(
    private readonly limitMs: number,
    private readonly callerSignal: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, limitMs);
    if (callerSignal?.aborted) this.controller.abort();
    else callerSignal?.addEventListener('abort', this.forward);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  clear(): void {
    clearTimeout(this.timer);
    this.callerSignal?.removeEventListener('abort', this.forward);
  }

  /** What a failed fetch or body read becomes: the caller's abort, the time limit, or no network. */
  failureOf(error: unknown): ApiError {
    if (this.timedOut) {
      return new ApiError({
        kind: 'network',
        timedOut: true,
        message: `no answer within ${String(this.limitMs)} ms`,
      });
    }
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    return new ApiError({ kind: aborted ? 'aborted' : 'network', message: String(error) });
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
    const limit =
      requestOptions.timeoutMs ??
      (method === 'GET'
        ? (options.timeouts?.read ?? requestTimeoutsMs.read)
        : (options.timeouts?.write ?? requestTimeoutsMs.write));
    const deadline = new Deadline(limit, requestOptions.signal);
    let parsed: unknown;
    let response: Response;
    try {
      response = await fetchImpl(url(path, requestOptions.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A brand on another origin still carries the player's session cookie.
        credentials: options.baseUrl ? 'include' : 'same-origin',
        signal: deadline.signal,
      });
      // The limit covers the body too: a stalled answer is as lost as no answer.
      parsed = await readBody(response);
    } catch (error) {
      throw deadline.failureOf(error);
    } finally {
      deadline.clear();
    }
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
