import { isApiError, type ApiErrorKind } from './ApiError.ts';
import { describeBetCode, eventIdsOf681, sellStatusKey } from './betErrors.ts';
import {
  EVENTS_UNAVAILABLE_CODE,
  expressSizeCodes,
  protectionCodes,
  scopeTables,
} from './catalogue.ts';
import { knownMessageKey } from './knownMessages.ts';
import type { ErrorDescription, ErrorScope } from './types.ts';

export interface DescribeErrorOptions {
  /**
   * Show the server's own message whenever it sent one, before any code mapping: the casino spec
   * (§8) asks for it on profile update, free-bet and payment calls.
   */
  preferServerMessage?: boolean;
  /**
   * The last resort instead of `general.default`: recovery flows use `notice.recoveryFailed` and
   * the recovery request `notice.tryAgain` (casino-and-account §8).
   */
  fallbackKey?: string;
  /** The slip's name for a match ("Team A – Team B"), for the code-681 list; else its ID shows. */
  matchName?: (eventId: number) => string | undefined;
}

/** What is known about a failure, whether it came as an ApiError or as an envelope in data. */
interface Failure {
  kind: ApiErrorKind;
  codeStatus: number | undefined;
  httpStatus: number | undefined;
  serverMessage: string | undefined;
  data: unknown;
}

/**
 * The message for a failed platform call (both specs, §8). In order:
 * - no answer (network, aborted) → `general.network`;
 * - HTTP or codeStatus 429 → `general.tooManyRequests`;
 * - HTTP 401 outside sign-in → `notice.pleaseAuth` (the session is gone; the body's code 1 would
 *   otherwise read "bet not found" in the bet table);
 * - HTTP 5xx with no platform code of its own → `general.unavailable`;
 * - a text the specs quote (knownMessages.ts) → its key; then, with `preferServerMessage`, the text;
 * - bet scope: code 681 lists the matches; a 409 sell answer's status gives its sell message;
 * - a code of the scope's tables (catalogue.ts `scopeTables`) → its key;
 * - an unmapped code with a server message → that text; anything else → the fallback.
 */
export function describeError(
  error: unknown,
  scope: ErrorScope,
  options: DescribeErrorOptions = {},
): ErrorDescription {
  const failure = failureOf(error);
  const fallback = { key: options.fallbackKey ?? 'general.default' };
  if (!failure) return fallback;
  const { kind, codeStatus, httpStatus, serverMessage } = failure;

  if (kind === 'network' || kind === 'aborted') return { key: 'general.network' };
  if (httpStatus === 429 || codeStatus === 429) return { key: 'general.tooManyRequests' };
  if (httpStatus === 401 && scope !== 'auth') return { key: 'notice.pleaseAuth' };
  // A platform that echoes the HTTP status as codeStatus has no code of its own to offer.
  if (httpStatus !== undefined && httpStatus >= 500 && (codeStatus ?? httpStatus) === httpStatus) {
    return { key: 'general.unavailable' };
  }

  // Player-protection refusals (330-338) are the app's own words in every language, even where
  // a scope prefers the server's text: the platform words them for developers, in English.
  const exclusion = exclusionWithEnd(codeStatus, failure.data);
  if (exclusion) return exclusion;
  const protectionKey = codeStatus === undefined ? undefined : protectionCodes.get(codeStatus);
  if (protectionKey) return { key: protectionKey };

  const knownKey = serverMessage === undefined ? undefined : knownMessageKey(serverMessage);
  if (knownKey) return { key: knownKey };
  if (options.preferServerMessage && serverMessage !== undefined) return { text: serverMessage };

  if (scope === 'bet') {
    const betDescription = describeBetFailure(failure, options);
    if (betDescription) return betDescription;
  }
  if (codeStatus !== undefined) {
    const key = scopeTables[scope].map((table) => table.get(codeStatus)).find(Boolean);
    if (key) return { key };
  }
  return serverMessage === undefined ? fallback : { text: serverMessage };
}

function describeBetFailure(
  { codeStatus, httpStatus, serverMessage, data }: Failure,
  { matchName }: DescribeErrorOptions,
): ErrorDescription | undefined {
  if (codeStatus === EVENTS_UNAVAILABLE_CODE) {
    const matches = eventIdsOf681(serverMessage ?? '').map((id) => matchName?.(id) ?? String(id));
    // Without IDs there is nothing to list; the single-match wording still says what happened.
    if (matches.length === 0) return { key: 'status.eventUnavailable' };
    return { key: 'status.eventsUnavailable', values: { matches: matches.join(', ') } };
  }
  const sellStatus = httpStatus === 409 ? stringField(data, 'status') : undefined;
  if (sellStatus !== undefined) return { key: sellStatusKey(sellStatus) };
  // Per-bet codes carry values (the express size of 73-79); the tables alone would drop them.
  if (codeStatus !== undefined && expressSizeCodes.includes(codeStatus)) {
    return describeBetCode(codeStatus);
  }
  return undefined;
}

/**
 * A time-out (333) or self-exclusion (334) names its end (`data.until`): the message says until
 * when, as a timestamp the catalogue's datetime format writes in the player's language and time
 * zone. A permanent self-exclusion (until null) keeps the plain message.
 */
function exclusionWithEnd(
  codeStatus: number | undefined,
  data: unknown,
): ErrorDescription | undefined {
  if (codeStatus !== 333 && codeStatus !== 334) return undefined;
  const until = Date.parse(stringField(data, 'until') ?? '');
  if (Number.isNaN(until)) return undefined;
  return {
    key: codeStatus === 333 ? 'protection.timedOutUntil' : 'protection.selfExcludedUntil',
    values: { until },
  };
}

/**
 * Reads an ApiError, or an envelope met inside a successful answer (the bet-limits call returns
 * `data.error`): anything with a numeric codeStatus or a string errorMessage.
 */
function failureOf(error: unknown): Failure | undefined {
  if (isApiError(error)) {
    return {
      kind: error.kind,
      codeStatus: error.codeStatus,
      httpStatus: error.httpStatus,
      serverMessage: meaningful(error.serverMessage),
      data: error.data,
    };
  }
  const codeStatus = numberField(error, 'codeStatus');
  const serverMessage = meaningful(stringField(error, 'errorMessage'));
  if (codeStatus === undefined && serverMessage === undefined) return undefined;
  const data =
    typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return { kind: 'server', codeStatus, httpStatus: undefined, serverMessage, data };
}

/** Blank messages are treated as absent so a player never sees an empty notice. */
function meaningful(message: string | undefined): string | undefined {
  return message === undefined || message.trim() === '' ? undefined : message;
}

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fieldValue: unknown = (value as Record<string, unknown>)[field];
  return typeof fieldValue === 'string' ? fieldValue : undefined;
}

function numberField(value: unknown, field: string): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fieldValue: unknown = (value as Record<string, unknown>)[field];
  return typeof fieldValue === 'number' && Number.isFinite(fieldValue) ? fieldValue : undefined;
}
