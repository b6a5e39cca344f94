/**
 * The brand studio's API: paths and answers, one definition for the studio UI (and any tool that
 * drives it) and the demo platform that answers (platform/src/modules/studio/README.md). Every
 * answer is in the platform's envelope; times are ISO 8601; JSON paths are JSON Pointers, as in
 * brand:check's problems.
 */
export const studioPaths = {
  login: '/api/studio/login',
  logout: '/api/studio/logout',
  me: '/api/studio/me',
  brands: '/api/studio/brands',
  draft: (id: string) => `/api/studio/brands/${id}/draft`,
  publish: (id: string) => `/api/studio/brands/${id}/publish`,
  versions: (id: string) => `/api/studio/brands/${id}/versions`,
  rollback: (id: string) => `/api/studio/brands/${id}/rollback`,
  audit: (id: string) => `/api/studio/brands/${id}/audit`,
  diff: (id: string) => `/api/studio/brands/${id}/diff`,
  /** The draft as players would download it, for the operator's own preview frames. */
  preview: (id: string) => `/api/studio/brands/${id}/preview/brand.json`,
  /** POST one image (the raw file as the body), `?kind=` a `StudioAssetKind`. */
  assets: (id: string) => `/api/studio/brands/${id}/assets`,
  /** GET a file of the brand's folder (its images), for the preview frames and the studio. */
  brandFile: (id: string, path: string) => `/api/studio/brands/${id}/files/${path}`,
} as const;

/**
 * codeStatus of the studio's refusals. The specs and the other modules use no code from 390 to
 * 399 (platform/src/modules/studio/README.md lists them).
 */
export const studioCodes = {
  /** No operator session (none, expired, or a player's): 401. */
  notSignedIn: 390,
  /** The operator's roles do not allow the call (an editor publishing): 403. */
  roleRefused: 391,
  /** Wrong e-mail or password: 401 (one answer for both, so e-mails cannot be probed). */
  wrongCredentials: 392,
  /** No brand with that id: 404. */
  unknownBrand: 393,
  /** The brand breaks a rule of brand:check: publish refused, `data.problems` lists them: 422. */
  invalidBrand: 394,
  /** No such version of the brand: 404. */
  unknownVersion: 395,
  /** A new brand's id is taken (or a brand to copy is missing): 409. */
  brandExists: 396,
  /** A diff's `from`/`to` is neither a version number nor `draft`: 400. */
  badDiffTarget: 397,
  /** An upload that is not an allowed image by its bytes, or an SVG that could run or fetch: 415. */
  refusedFile: 398,
  /** An upload larger than its kind's limit: 413. */
  fileTooBig: 399,
} as const;

export type StudioCode = (typeof studioCodes)[keyof typeof studioCodes];

/** The image types an upload may be, by the media type its bytes show (never its name). */
export const studioImageTypes = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
} as const;

export type StudioImageType = keyof typeof studioImageTypes;

/** What can be uploaded, per setting: the types it takes and its size limit. */
export const studioAssetKinds = {
  logo: {
    pointer: '/logo/src',
    types: ['image/svg+xml', 'image/png', 'image/webp'],
    maxBytes: 512 * 1024,
  },
  favicon: {
    pointer: '/favicon',
    types: ['image/svg+xml', 'image/png', 'image/webp', 'image/x-icon'],
    maxBytes: 128 * 1024,
  },
  badge: {
    pointer: '/responsibleGambling/regulatorBadge/src',
    types: ['image/svg+xml', 'image/png', 'image/webp'],
    maxBytes: 256 * 1024,
  },
} as const satisfies Record<
  string,
  { pointer: string; types: readonly StudioImageType[]; maxBytes: number }
>;

export type StudioAssetKind = keyof typeof studioAssetKinds;

/** The upload kind of the setting at a JSON Pointer, if it takes uploads. */
export function assetKindFor(pointer: string): StudioAssetKind | undefined {
  return (Object.keys(studioAssetKinds) as StudioAssetKind[]).find(
    (kind) => studioAssetKinds[kind].pointer === pointer,
  );
}

/** The codes of an upload's refusals the studio tells apart (the module's README lists all). */
export const studioUploadCodes = {
  refusedFile: studioCodes.refusedFile,
  fileTooBig: studioCodes.fileTooBig,
} as const;

/** POST `studioPaths.assets(id)`: where the file now is, to put in the brand. */
export interface StudioAssetUpload {
  /** The path inside the brand folder: `assets/<kind>-<hash>.<ext>`. */
  path: string;
  type: StudioImageType;
  bytes: number;
}

export type StudioRole = 'editor' | 'publisher';

/** POST `studioPaths.login` and GET `studioPaths.me`. */
export interface StudioOperator {
  email: string;
  roles: StudioRole[];
}

/** A rule a brand breaks: brand:check's problem (host/brand/brandProblems.ts). */
export interface StudioProblem {
  path: string;
  message: string;
}

/** One entry of GET `studioPaths.brands`. */
export interface StudioBrandSummary {
  id: string;
  /** null: never published (a copy not yet published). */
  publishedVersion: number | null;
  publishedAt: string | null;
  /** Whether a draft differs from what is published (or a new brand has only a draft). */
  hasDraft: boolean;
  draftProblems: number;
}

/** GET and PUT `studioPaths.draft(id)`. */
export interface StudioDraft {
  id: string;
  /** The whole brand JSON as saved; null when the saved text is not JSON (a hand-edited file). */
  brand: unknown;
  problems: StudioProblem[];
  /** null: no draft saved yet, the brand's source is shown. */
  savedAt: string | null;
  savedBy: string | null;
  publishedVersion: number | null;
}

/** POST `studioPaths.publish(id)` and `studioPaths.rollback(id)`. */
export interface StudioPublication {
  version: number;
  /** The version players had before: the rollback point. */
  previousVersion: number | null;
  /** True when what was sent is what players already have: no new version. */
  unchanged: boolean;
}

/** Body of POST `studioPaths.rollback(id)`. */
export interface StudioRollbackRequest {
  version: number;
}

/** Body of POST `studioPaths.brands`: a new brand, copied from an existing one. */
export interface StudioCreateRequest {
  id: string;
  copyOf: string;
}

/** One entry of GET `studioPaths.versions(id)`, newest first. */
export interface StudioVersion {
  version: number;
  publishedAt: string;
  /** null: published outside the studio (brand:publish, an edit of the file). */
  publishedBy: string | null;
  kind: 'publish' | 'rollback' | 'file';
  /** For a rollback: the version whose brand it published again. */
  restoredFrom: number | null;
  /** The version players get now. */
  current: boolean;
}

/** One entry of GET `studioPaths.audit(id)`, newest first. */
export interface StudioAuditEntry {
  at: string;
  operator: string;
  action: 'create' | 'save-draft' | 'publish' | 'rollback';
  version: number | null;
  /** The JSON paths that changed (for create: none). */
  paths: string[];
  detail: string | null;
}

/** One changed value of a diff: `before` missing = added, `after` missing = removed. */
export interface StudioChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

/** GET `studioPaths.diff(id)?from=&to=` (a version number, or `draft`). */
export interface StudioDiff {
  from: number | 'draft';
  to: number | 'draft';
  changes: StudioChange[];
}
