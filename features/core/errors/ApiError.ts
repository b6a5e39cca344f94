/**
 * What the API client throws for every failed call (ARCHITECTURE.md "Data"): the platform's
 * envelope `{ success, data, errorMessage, codeStatus }` when there was one, the HTTP status when
 * there was a response at all. `describeError` turns it into a player-facing message.
 */
export type ApiErrorKind = 'network' | 'http' | 'server' | 'invalid-response' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's codeStatus when the platform answered with one. */
  readonly codeStatus: number | undefined;
  readonly httpStatus: number | undefined;
  /** The envelope's errorMessage, as the server wrote it. */
  readonly serverMessage: string | undefined;
  /** The envelope's data (per-bet errors, sell status ...). */
  readonly data: unknown;
  /** A 'network' failure that was the call's time limit running out, not a refused connection. */
  readonly timedOut: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    codeStatus?: number;
    httpStatus?: number;
    serverMessage?: string;
    data?: unknown;
    message?: string;
    timedOut?: boolean;
  }) {
    super(init.message ?? init.serverMessage ?? developerMessage(init));
    this.kind = init.kind;
    this.codeStatus = init.codeStatus;
    this.httpStatus = init.httpStatus;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.timedOut = init.timedOut ?? false;
  }
}

/** For logs and test output only; players see `describeError`'s localized text. */
function developerMessage(init: { kind: ApiErrorKind; codeStatus?: number; httpStatus?: number }) {
  const parts: string[] = [`API call failed (${init.kind})`];
  if (init.httpStatus !== undefined) parts.push(`HTTP ${init.httpStatus}`);
  if (init.codeStatus !== undefined) parts.push(`codeStatus ${init.codeStatus}`);
  return parts.join(', ');
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
