import demoBrand from '../../../config/demo/brand.json' with { type: 'json' };
import type {
  StudioAuditEntry,
  StudioBrandSummary,
  StudioDiff,
  StudioDraft,
  StudioOperator,
  StudioVersion,
} from '../../../schemas/studioApi.ts';
import type { StudioClient } from '../api/studioClient.ts';
import type { BrandJson } from '../editor/draftEditor.ts';

/** Fixtures of the studio's stories and tests: the demo brand and its history, no network. */
export const fixtureOperator: StudioOperator = {
  email: 'operator@demo.test',
  roles: ['editor', 'publisher'],
};

export const editorOnly: StudioOperator = { email: 'editor@demo.test', roles: ['editor'] };

export const viewerOnly: StudioOperator = { email: 'viewer@demo.test', roles: [] };

export const fixtureBrand = (): BrandJson => structuredClone(demoBrand);

/** The demo brand with a brand colour the rules refuse and a name of the wrong type. */
export const brokenBrand = (): BrandJson => {
  const brand = fixtureBrand();
  brand.theme = { ...(brand.theme as object), color: { brand: 'blu' } };
  brand.name = 42;
  return brand;
};

export const fixtureDraft = (brand: BrandJson = fixtureBrand()): StudioDraft => ({
  id: 'demo',
  brand,
  problems: [],
  savedAt: '2026-11-27T16:20:00.000Z',
  savedBy: 'operator@demo.test',
  publishedVersion: 3,
});

export const fixtureBrands: StudioBrandSummary[] = [
  {
    id: 'costa',
    publishedVersion: 7,
    publishedAt: '2026-11-20T09:15:00.000Z',
    hasDraft: false,
    draftProblems: 0,
  },
  {
    id: 'demo',
    publishedVersion: 3,
    publishedAt: '2026-11-27T10:05:00.000Z',
    hasDraft: true,
    draftProblems: 2,
  },
  {
    id: 'nightbet',
    publishedVersion: 1,
    publishedAt: '2026-11-02T18:40:00.000Z',
    hasDraft: true,
    draftProblems: 1,
  },
  { id: 'demo-copy', publishedVersion: null, publishedAt: null, hasDraft: true, draftProblems: 0 },
];

export const fixtureVersions: StudioVersion[] = [
  {
    version: 3,
    publishedAt: '2026-11-27T10:05:00.000Z',
    publishedBy: 'operator@demo.test',
    kind: 'rollback',
    restoredFrom: 1,
    current: true,
  },
  {
    version: 2,
    publishedAt: '2026-11-26T15:30:00.000Z',
    publishedBy: 'operator@demo.test',
    kind: 'publish',
    restoredFrom: null,
    current: false,
  },
  {
    version: 1,
    publishedAt: '2026-11-20T08:00:00.000Z',
    publishedBy: null,
    kind: 'file',
    restoredFrom: null,
    current: false,
  },
];

export const fixtureDiff: StudioDiff = {
  from: 3,
  to: 'draft',
  changes: [
    { path: '/name', before: 'Demo Bet', after: 'Demo Bet Plus' },
    { path: '/theme/color/brand', after: '#0b3d91' },
    { path: '/bannedProviders/0', before: 'pragmatic' },
  ],
};

export const fixtureAudit: StudioAuditEntry[] = [
  {
    at: '2026-11-27T16:20:00.000Z',
    operator: 'operator@demo.test',
    action: 'save-draft',
    version: null,
    paths: ['/name', '/theme/color/brand'],
    detail: null,
  },
  {
    at: '2026-11-27T10:05:00.000Z',
    operator: 'operator@demo.test',
    action: 'rollback',
    version: 3,
    paths: ['/name'],
    detail: null,
  },
  {
    at: '2026-11-26T15:30:00.000Z',
    operator: 'operator@demo.test',
    action: 'publish',
    version: 2,
    paths: ['/name'],
    detail: null,
  },
];

/** A promise that never settles: a screen caught while it waits. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** A client answering from the fixtures; a story overrides the calls its state is about. */
export function fixtureClient(overrides: Partial<StudioClient> = {}): StudioClient {
  return {
    login: () => Promise.resolve(fixtureOperator),
    logout: () => Promise.resolve(),
    me: () => Promise.resolve(fixtureOperator),
    brands: () => Promise.resolve(fixtureBrands),
    createBrand: ({ id }) => Promise.resolve({ ...fixtureDraft(), id, publishedVersion: null }),
    draft: () => Promise.resolve(fixtureDraft()),
    saveDraft: (id, brand) =>
      Promise.resolve({
        ...fixtureDraft(brand as BrandJson),
        id,
        savedAt: new Date().toISOString(),
      }),
    publish: () => Promise.resolve({ version: 4, previousVersion: 3, unchanged: false }),
    versions: () => Promise.resolve(fixtureVersions),
    rollback: (_id, version) =>
      Promise.resolve({ version: 4, previousVersion: version, unchanged: false }),
    diff: () => Promise.resolve(fixtureDiff),
    audit: () => Promise.resolve(fixtureAudit),
    ...overrides,
  };
}
