import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The envelope every platform call answers with; tests read `data` as the type they expect. */
export interface TestEnvelope<T = unknown> {
  success: boolean;
  data: T;
  errorMessage: string | null;
  codeStatus: number;
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request body: an object is sent as JSON, a string as it is (malformed bodies, forms). */
export type TestPayload = object | string;

export interface TestRequest {
  method: TestMethod;
  url: string;
  /** The Cookie header value of a session (`sid=…`); empty or missing means a guest. */
  cookie?: string;
  payload?: TestPayload;
  headers?: Record<string, string>;
}

export interface TestResponse<T = unknown> {
  statusCode: number;
  /** The answer as an envelope; reading it throws when the answer is not JSON (use `text`). */
  readonly body: TestEnvelope<T>;
  /** The raw answer: pages, scripts, images and error bodies that are not envelopes. */
  text: string;
  /** The answer's bytes, for downloads and compressed answers. */
  bytes: Buffer;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
}

/** A call that may send a body: POST, PUT or DELETE. */
type SendWithBody = <T = unknown>(
  url: string,
  payload?: TestPayload,
  cookie?: string,
  headers?: Record<string, string>,
) => Promise<TestResponse<T>>;

/** Calls of one server, each answering a TestResponse. */
export interface TestRequests {
  request<T = unknown>(request: TestRequest): Promise<TestResponse<T>>;
  get<T = unknown>(
    url: string,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<TestResponse<T>>;
  post: SendWithBody;
  put: SendWithBody;
  delete: SendWithBody;
}

function testResponse<T>(url: string, raw: LightMyRequestResponse): TestResponse<T> {
  let parsed: TestEnvelope<T> | undefined;
  return {
    statusCode: raw.statusCode,
    text: raw.body,
    bytes: raw.rawPayload,
    headers: raw.headers,
    cookies: raw.cookies,
    get body() {
      if (parsed) return parsed;
      try {
        parsed = raw.json<TestEnvelope<T>>();
      } catch {
        // The parser's own message ("Unexpected token <") would not say which call it was.
        throw new Error(
          `${url} did not answer JSON (${raw.statusCode}): ${raw.body.slice(0, 200)}`,
        );
      }
      return parsed;
    },
  };
}

/**
 * What a browser says of the app's own calls (Fetch Metadata). Tests send it by default, as the
 * app's fetches do; a test plays another site by giving its own `sec-fetch-site`.
 */
const fromTheApp = { 'sec-fetch-site': 'same-origin' };

/** Calls `app` in-process (fastify's inject): no network, the same routes and hooks. */
export function requestsTo(app: FastifyInstance): TestRequests {
  async function request<T>({ method, url, cookie, payload, headers }: TestRequest) {
    const options: InjectOptions = {
      method,
      url,
      headers: { ...fromTheApp, ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    };
    return testResponse<T>(url, await app.inject(options));
  }
  return {
    request,
    get: (url, cookie, headers) => request({ method: 'GET', url, cookie, headers }),
    post: (url, payload, cookie, headers) =>
      request({ method: 'POST', url, payload, cookie, headers }),
    put: (url, payload, cookie, headers) =>
      request({ method: 'PUT', url, payload, cookie, headers }),
    delete: (url, payload, cookie, headers) =>
      request({ method: 'DELETE', url, payload, cookie, headers }),
  };
}

/** The Cookie header value (`sid=…`) of the session a response started, if it started one. */
export function sessionCookieOf(response: Pick<TestResponse, 'cookies'>): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  return cookie ? `sid=${cookie.value}` : undefined;
}

/** The `data` of an envelope answer, read as the type the test expects. */
export function dataOf<T>(response: TestResponse): T {
  return response.body.data as T;
}
