import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandProblem } from '../../../host/brand/brandProblems.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { checkBrandSource } from './checkBrand.ts';

/** What players get: a brand that passed every rule, its defaults filled, numbered and hashed. */
export interface PublishedBrand {
  id: string;
  /** Counts up from 1 with each change that is published. */
  version: number;
  /** Of the published JSON: the ETag players' browsers revalidate with. */
  hash: string;
  /** Of the source it came from, so an unchanged source is not published again. */
  sourceHash: string;
  publishedAt: string;
  brand: Brand;
}

export type PublishOutcome =
  | { status: 'published' | 'unchanged'; published: PublishedBrand }
  | { status: 'refused'; problems: BrandProblem[]; previous: PublishedBrand | undefined };

/** Where each brand's published version sits: beside its source, in its own file. */
export const publishedFilePath = (brandFolder: string): string =>
  join(brandFolder, 'published.json');

/** The short content hash of published versions and their sources. */
export const sha256 = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);

const texts = new WeakMap<PublishedBrand, string>();

/**
 * The published JSON players download: the brand object itself, nothing around it. Written once
 * per version: every page load and the policy's re-read ask for it.
 */
export function publishedText(published: PublishedBrand): string {
  let text = texts.get(published);
  if (text === undefined) {
    text = JSON.stringify(published.brand);
    texts.set(published, text);
  }
  return text;
}

/** The current published version of a brand, if it has one that can be read. */
export function readPublished(brandFolder: string): PublishedBrand | undefined {
  const file = publishedFilePath(brandFolder);
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<PublishedBrand>;
    const complete =
      typeof value.id === 'string' &&
      typeof value.version === 'number' &&
      typeof value.hash === 'string' &&
      typeof value.sourceHash === 'string' &&
      typeof value.brand === 'object' &&
      value.brand !== null;
    return complete ? (value as PublishedBrand) : undefined;
  } catch {
    // A damaged published file is as good as none: the source is published again.
    return undefined;
  }
}

/**
 * Publishes a brand's source (`<folder>/brand.json`) when it passes every rule and differs from
 * what is published; an invalid source is refused with its problems and the previous version
 * stays. The file is replaced in one rename, so a server reading it never sees half of it.
 */
export function publishBrand(
  brandFolder: string,
  brandId: string,
  now: () => Date = () => new Date(),
): PublishOutcome {
  const previous = readPublished(brandFolder);
  let source: string;
  try {
    source = readFileSync(join(brandFolder, 'brand.json'), 'utf8');
  } catch {
    return {
      status: 'refused',
      problems: [{ path: '', message: 'brand.json cannot be read' }],
      previous,
    };
  }
  const sourceHash = sha256(source);
  if (previous?.sourceHash === sourceHash) return { status: 'unchanged', published: previous };
  const checked = checkBrandSource(source, brandId, brandFolder);
  if (!checked.ok) return { status: 'refused', problems: checked.problems, previous };
  const hash = sha256(JSON.stringify(checked.brand));
  const published: PublishedBrand = {
    id: brandId,
    version: previous?.hash === hash ? previous.version : (previous?.version ?? 0) + 1,
    hash,
    sourceHash,
    publishedAt: previous?.hash === hash ? previous.publishedAt : now().toISOString(),
    brand: checked.brand,
  };
  const file = publishedFilePath(brandFolder);
  // Unique per call: test workers share a process id, and two servers may publish at once.
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(published, null, 2)}\n`);
  renameSync(temporary, file);
  return { status: previous?.hash === hash ? 'unchanged' : 'published', published };
}
