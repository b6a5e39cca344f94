import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type {
  StudioAuditEntry,
  StudioBrandSummary,
  StudioDraft,
  StudioProblem,
  StudioPublication,
  StudioVersion,
} from '../../../../schemas/studioApi.ts';
import { withPreviewAssetUrls } from '../../../../schemas/studioPreviewAssets.ts';
import { brandFolder, brandsRoot, liveBrand } from '../../brandFile.ts';
import { checkBrandSource } from '../../brands/checkBrand.ts';
import { publishBrand, readPublished, sha256, type PublishedBrand } from '../../brands/publish.ts';
import type { PlatformContext } from '../../context.ts';
import { jsonDiff, parseSource } from './jsonDiff.ts';

type AuditAction = StudioAuditEntry['action'];

/** A studio call's outcome that is not an answer: the routes turn it into a refusal. */
export type StudioFailure =
  | { failure: 'unknown-brand' }
  | { failure: 'unknown-version' }
  | { failure: 'brand-exists' }
  | { failure: 'invalid'; problems: StudioProblem[] };

interface DraftRow {
  source: string;
  saved_at: string;
  saved_by: string | null;
}

interface VersionRow {
  version: number;
  source: string;
  hash: string;
  kind: StudioVersion['kind'];
  restored_from: number | null;
  published_at: string;
  published_by: string | null;
}

/** Brand sources as the studio writes them: two-space JSON, a final newline. */
export const sourceText = (brand: unknown): string => `${JSON.stringify(brand, null, 2)}\n`;

/**
 * The studio's view of the brands of one config folder: drafts, versions and the audit log in
 * the database, sources and published versions in the brand folders, as `brand:publish` and the
 * server read them (decision 014). Publishing writes the source and runs the same pipeline.
 */
export function studioStore(context: PlatformContext) {
  const { database } = context;
  const configDir = context.configDir ?? brandsRoot;
  const folderOf = (id: string) => brandFolder(id, configDir);
  const sourceFile = (id: string) => join(folderOf(id), 'brand.json');
  const now = () => context.clock.now().toISOString();

  const readSource = (id: string): string | undefined => {
    try {
      return readFileSync(sourceFile(id), 'utf8');
    } catch {
      return undefined;
    }
  };
  const draftRow = (id: string) =>
    database
      .prepare(
        `SELECT d.source, d.saved_at, o.email AS saved_by FROM studio_drafts d
         LEFT JOIN studio_operators o ON o.id = d.saved_by WHERE d.brand_id = ?`,
      )
      .get(id) as DraftRow | undefined;
  const versionRow = (id: string, version: number) =>
    database
      .prepare(
        `SELECT v.*, o.email AS published_by FROM studio_versions v
         LEFT JOIN studio_operators o ON o.id = v.published_by
         WHERE v.brand_id = ? AND v.version = ?`,
      )
      .get(id, version) as VersionRow | undefined;

  const exists = (id: string) => readSource(id) !== undefined || draftRow(id) !== undefined;

  /** The text the operator edits: the saved draft, else the brand's source. */
  const draftText = (id: string) => draftRow(id)?.source ?? readSource(id);

  const audit = (
    id: string,
    operatorId: number,
    action: AuditAction,
    paths: string[],
    version: number | null = null,
    detail: string | null = null,
  ) =>
    database
      .prepare(
        `INSERT INTO studio_audit (brand_id, operator_id, action, version, paths, detail, at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, operatorId, action, version, JSON.stringify(paths), detail, now());

  const changedPaths = (before: string | undefined, after: string | undefined) =>
    jsonDiff(parseSource(before ?? 'null'), parseSource(after ?? 'null')).map(
      (change) => change.path,
    );

  /**
   * Records the published version when the studio has not seen it (published at start, by
   * `brand:publish` or an edit of the file), so the history has every version players had.
   */
  const syncPublished = (id: string): PublishedBrand | undefined => {
    const published = readPublished(folderOf(id));
    if (!published || versionRow(id, published.version)?.hash === published.hash) return published;
    const source = readSource(id);
    const text =
      source !== undefined && sha256(source) === published.sourceHash
        ? source
        : sourceText(published.brand);
    database
      .prepare(
        `INSERT OR REPLACE INTO studio_versions (brand_id, version, source, hash, kind, published_at)
         VALUES (?, ?, ?, ?, 'file', ?)`,
      )
      .run(id, published.version, text, published.hash, published.publishedAt);
    return published;
  };

  /**
   * Writes `text` as the brand's source and publishes it through the pipeline; an outcome other
   * than published puts the previous source back, so the file never holds a refused brand.
   */
  const publishText = (
    id: string,
    text: string,
    operatorId: number,
    kind: 'publish' | 'rollback',
    restoredFrom: number | null,
  ): StudioPublication | StudioFailure => {
    const checked = checkBrandSource(text, id, folderOf(id));
    if (!checked.ok) return { failure: 'invalid', problems: checked.problems };
    const previous = syncPublished(id);
    const previousSource = readSource(id);
    const file = sourceFile(id);
    const temporary = `${file}.${randomUUID()}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
    const outcome = publishBrand(folderOf(id), id, () => context.clock.now());
    if (outcome.status === 'refused') {
      if (previousSource !== undefined) writeFileSync(file, previousSource);
      return { failure: 'invalid', problems: outcome.problems };
    }
    // This server's players get it on their next load, not after the next look at the files.
    liveBrand(id, configDir).recheck();
    const version = outcome.published.version;
    const unchanged = previous?.version === version;
    if (!unchanged) {
      database
        .prepare(
          `INSERT OR REPLACE INTO studio_versions
           (brand_id, version, source, hash, kind, restored_from, published_by, published_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          version,
          text,
          outcome.published.hash,
          kind,
          restoredFrom,
          operatorId,
          outcome.published.publishedAt,
        );
      const before = previous ? versionRow(id, previous.version)?.source : undefined;
      audit(
        id,
        operatorId,
        kind,
        changedPaths(before, text),
        version,
        restoredFrom === null ? null : `restored version ${String(restoredFrom)}`,
      );
    }
    return { version, previousVersion: previous?.version ?? null, unchanged };
  };

  return {
    exists,

    list(): StudioBrandSummary[] {
      const folders = existsSync(configDir)
        ? readdirSync(configDir, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && readSource(entry.name) !== undefined)
            .map((entry) => entry.name)
        : [];
      const drafted = (
        database.prepare('SELECT brand_id AS id FROM studio_drafts').all() as { id: string }[]
      ).map((row) => row.id);
      return [...new Set([...folders, ...drafted])].sort().map((id) => {
        const published = syncPublished(id);
        const draft = draftRow(id);
        const text = draftText(id) ?? '';
        const check = checkBrandSource(text, id, folderOf(id));
        return {
          id,
          publishedVersion: published?.version ?? null,
          publishedAt: published?.publishedAt ?? null,
          // By content: a draft saved unchanged differs from the file only in its layout.
          hasDraft: draft !== undefined && changedPaths(readSource(id), draft.source).length > 0,
          draftProblems: check.ok ? 0 : check.problems.length,
        };
      });
    },

    draft(id: string): StudioDraft | StudioFailure {
      const text = draftText(id);
      if (text === undefined) return { failure: 'unknown-brand' };
      const row = draftRow(id);
      const check = checkBrandSource(text, id, folderOf(id));
      return {
        id,
        brand: parseSource(text) ?? null,
        problems: check.ok ? [] : check.problems,
        savedAt: row?.saved_at ?? null,
        savedBy: row?.saved_by ?? null,
        publishedVersion: syncPublished(id)?.version ?? null,
      };
    },

    /** The draft with its defaults filled, as players would get it; its problems when invalid. */
    preview(id: string): { brand: unknown } | StudioFailure {
      const text = draftText(id);
      if (text === undefined) return { failure: 'unknown-brand' };
      const check = checkBrandSource(text, id, folderOf(id));
      // The app in a frame reaches the brand's files through the studio (decision 032).
      return check.ok
        ? { brand: withPreviewAssetUrls(check.brand, id) }
        : { failure: 'invalid', problems: check.problems };
    },

    /** The brand's folder, where its files are, if the brand exists. */
    folder(id: string): string | undefined {
      return exists(id) ? folderOf(id) : undefined;
    },

    saveDraft(id: string, brand: unknown, operatorId: number): StudioDraft | StudioFailure {
      const before = draftText(id);
      if (before === undefined) return { failure: 'unknown-brand' };
      const text = sourceText(brand);
      database
        .prepare(
          `INSERT INTO studio_drafts (brand_id, source, saved_by, saved_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (brand_id) DO UPDATE
           SET source = excluded.source, saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
        )
        .run(id, text, operatorId, now());
      audit(id, operatorId, 'save-draft', changedPaths(before, text));
      return this.draft(id);
    },

    publish(id: string, operatorId: number): StudioPublication | StudioFailure {
      const text = draftText(id);
      if (text === undefined) return { failure: 'unknown-brand' };
      return publishText(id, text, operatorId, 'publish', null);
    },

    rollback(id: string, version: number, operatorId: number): StudioPublication | StudioFailure {
      if (!exists(id)) return { failure: 'unknown-brand' };
      syncPublished(id);
      const row = versionRow(id, version);
      if (!row) return { failure: 'unknown-version' };
      return publishText(id, row.source, operatorId, 'rollback', version);
    },

    versions(id: string): StudioVersion[] | StudioFailure {
      if (!exists(id)) return { failure: 'unknown-brand' };
      const current = syncPublished(id)?.version;
      const rows = database
        .prepare(
          `SELECT v.*, o.email AS published_by FROM studio_versions v
           LEFT JOIN studio_operators o ON o.id = v.published_by
           WHERE v.brand_id = ? ORDER BY v.version DESC`,
        )
        .all(id) as VersionRow[];
      return rows.map((row) => ({
        version: row.version,
        publishedAt: row.published_at,
        publishedBy: row.published_by,
        kind: row.kind,
        restoredFrom: row.restored_from,
        current: row.version === current,
      }));
    },

    /** The source of a version, or of the draft. */
    sourceOf(id: string, target: number | 'draft'): string | StudioFailure {
      if (!exists(id)) return { failure: 'unknown-brand' };
      syncPublished(id);
      const text = target === 'draft' ? draftText(id) : versionRow(id, target)?.source;
      return text ?? { failure: 'unknown-version' };
    },

    audit(id: string): StudioAuditEntry[] | StudioFailure {
      if (!exists(id)) return { failure: 'unknown-brand' };
      const rows = database
        .prepare(
          `SELECT a.at, o.email AS operator, a.action, a.version, a.paths, a.detail
           FROM studio_audit a JOIN studio_operators o ON o.id = a.operator_id
           WHERE a.brand_id = ? ORDER BY a.id DESC`,
        )
        .all(id) as (Omit<StudioAuditEntry, 'paths'> & { paths: string })[];
      return rows.map((row) => ({ ...row, paths: JSON.parse(row.paths) as string[] }));
    },

    /**
     * A new brand: the copied brand's source under the new id, as a draft (players get nothing
     * until it is published), and the copied brand's asset files in the new folder.
     */
    create(id: string, copyOf: string, operatorId: number): StudioDraft | StudioFailure {
      const source = readSource(copyOf);
      if (source === undefined) return { failure: 'unknown-brand' };
      if (exists(id) || existsSync(folderOf(id))) return { failure: 'brand-exists' };
      cpSync(folderOf(copyOf), folderOf(id), {
        recursive: true,
        filter: (path) => !/[/\\](brand|published)\.json$/.test(path) && !path.endsWith('.tmp'),
      });
      const brand = parseSource(source);
      const copy =
        typeof brand === 'object' && brand !== null ? { ...brand, id } : (brand ?? source);
      database
        .prepare(
          'INSERT INTO studio_drafts (brand_id, source, saved_by, saved_at) VALUES (?, ?, ?, ?)',
        )
        .run(id, typeof copy === 'string' ? copy : sourceText(copy), operatorId, now());
      audit(id, operatorId, 'create', [], null, `copy of ${copyOf}`);
      return this.draft(id);
    },
  };
}

export type StudioStore = ReturnType<typeof studioStore>;
