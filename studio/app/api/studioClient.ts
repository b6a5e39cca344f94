import {
  studioCodes,
  studioPaths,
  type StudioAuditEntry,
  type StudioBrandSummary,
  type StudioCreateRequest,
  type StudioDiff,
  type StudioDraft,
  type StudioOperator,
  type StudioProblem,
  type StudioPublication,
  type StudioVersion,
} from '../../../schemas/studioApi.ts';

/** What went wrong with a call, in the words the studio's messages are keyed by. */
export type StudioErrorKind =
  | 'signedOut'
  | 'roleRefused'
  | 'wrongCredentials'
  | 'unknownBrand'
  | 'invalidBrand'
  | 'unknownVersion'
  | 'brandExists'
  | 'badDiffTarget'
  | 'throttled'
  | 'network'
  | 'timeout'
  | 'server';

const kindByCode: Record<number, StudioErrorKind> = {
  [studioCodes.notSignedIn]: 'signedOut',
  [studioCodes.roleRefused]: 'roleRefused',
  [studioCodes.wrongCredentials]: 'wrongCredentials',
  [studioCodes.unknownBrand]: 'unknownBrand',
  [studioCodes.invalidBrand]: 'invalidBrand',
  [studioCodes.unknownVersion]: 'unknownVersion',
  [studioCodes.brandExists]: 'brandExists',
  [studioCodes.badDiffTarget]: 'badDiffTarget',
};

export class StudioApiError extends Error {
  constructor(
    readonly kind: StudioErrorKind,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The envelope's codeStatus, when there was one. */
    readonly code?: number,
    /** Seconds to wait before trying again (429's Retry-After). */
    readonly retryAfter?: number,
    /** A refused brand's problems (394). */
    readonly problems?: StudioProblem[],
  ) {
    super(`studio call failed: ${kind}`);
    this.name = 'StudioApiError';
  }
}

export function isStudioApiError(error: unknown): error is StudioApiError {
  return error instanceof StudioApiError;
}

interface Envelope {
  success: boolean;
  data: unknown;
  errorMessage: string | null;
  codeStatus: number;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Envelope, unknown>>;
  return typeof candidate.success === 'boolean' && typeof candidate.codeStatus === 'number';
}

/** Retry-After in seconds (a number, or an HTTP date), at least one second. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

function problemsOf(data: unknown): StudioProblem[] | undefined {
  const problems = (data as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as StudioProblem[]) : undefined;
}

export interface StudioClientOptions {
  /** The fetch to call (tests and stories pass their own). */
  fetch?: typeof fetch;
  /** A call that has not answered by then fails as `timeout`. @default 15000 */
  timeoutMs?: number;
  /** Called when a call (not the sign-in itself) answers 390: the session is gone. */
  onSignedOut?: () => void;
}

/** Every call of the studio API (platform/src/modules/studio/README.md), typed. */
export interface StudioClient {
  login(email: string, password: string): Promise<StudioOperator>;
  logout(): Promise<void>;
  me(): Promise<StudioOperator>;
  brands(): Promise<StudioBrandSummary[]>;
  createBrand(request: StudioCreateRequest): Promise<StudioDraft>;
  draft(id: string): Promise<StudioDraft>;
  saveDraft(id: string, brand: unknown): Promise<StudioDraft>;
  publish(id: string): Promise<StudioPublication>;
  versions(id: string): Promise<StudioVersion[]>;
  rollback(id: string, version: number): Promise<StudioPublication>;
  diff(id: string, from: number | 'draft', to: number | 'draft'): Promise<StudioDiff>;
  audit(id: string): Promise<StudioAuditEntry[]>;
}

/**
 * The studio's API client: same-origin cookies (the operator's `studio_sid`), JSON bodies, the
 * platform's envelope decoded, and every failure turned into a `StudioApiError` whose `kind`
 * names a localized message (`errorMessage.ts`).
 */
export function createStudioClient(options: StudioClientOptions = {}): StudioClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  // Called at request time, so a test's or a story's stubbed global fetch is the one used.
  const send = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);

  async function call<T>(method: string, path: string, body?: unknown, signIn = false) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await send(path, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new StudioApiError(controller.signal.aborted ? 'timeout' : 'network', 0);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429) {
      throw new StudioApiError(
        'throttled',
        429,
        undefined,
        retryAfterSeconds(response.headers.get('Retry-After')),
      );
    }
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      envelope = undefined;
    }
    if (!isEnvelope(envelope)) throw new StudioApiError('server', response.status);
    if (envelope.success && response.ok) return envelope.data as T;
    const kind = kindByCode[envelope.codeStatus] ?? 'server';
    if (kind === 'signedOut' && !signIn) options.onSignedOut?.();
    throw new StudioApiError(
      kind,
      response.status,
      envelope.codeStatus,
      undefined,
      problemsOf(envelope.data),
    );
  }

  return {
    login: (email, password) =>
      call<StudioOperator>('POST', studioPaths.login, { email, password }, true),
    logout: async () => {
      await call<null>('POST', studioPaths.logout, {});
    },
    me: () => call<StudioOperator>('GET', studioPaths.me),
    brands: () => call<StudioBrandSummary[]>('GET', studioPaths.brands),
    createBrand: (request) => call<StudioDraft>('POST', studioPaths.brands, request),
    draft: (id) => call<StudioDraft>('GET', studioPaths.draft(id)),
    saveDraft: (id, brand) => call<StudioDraft>('PUT', studioPaths.draft(id), brand),
    publish: (id) => call<StudioPublication>('POST', studioPaths.publish(id), {}),
    versions: (id) => call<StudioVersion[]>('GET', studioPaths.versions(id)),
    rollback: (id, version) =>
      call<StudioPublication>('POST', studioPaths.rollback(id), { version }),
    diff: (id, from, to) =>
      call<StudioDiff>(
        'GET',
        `${studioPaths.diff(id)}?${new URLSearchParams({ from: String(from), to: String(to) })}`,
      ),
    audit: (id) => call<StudioAuditEntry[]>('GET', studioPaths.audit(id)),
  };
}
