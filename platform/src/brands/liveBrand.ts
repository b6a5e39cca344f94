import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandProblem } from '../../../host/brand/brandProblems.ts';
import { publishBrand, publishedFilePath, type PublishedBrand } from './publish.ts';

/** A source that has never passed its rules: there is no good version to serve. */
export class BrandUnpublishableError extends Error {
  constructor(
    readonly brandId: string,
    readonly problems: BrandProblem[],
  ) {
    super(
      `Brand "${brandId}" has no published version and its source is invalid:\n` +
        problems.map((problem) => `  ${problem.path || '/'}: ${problem.message}`).join('\n'),
    );
    this.name = 'BrandUnpublishableError';
  }
}

export interface LiveBrand {
  readonly id: string;
  /** The published version players get, re-published first if the source changed and passes. */
  current(): PublishedBrand;
  /** The problems of the source on disk when it was refused (empty when it is the one served). */
  sourceProblems(): readonly BrandProblem[];
  /** Looks at the files now (the studio just published): players get the new version at once. */
  recheck(): PublishedBrand;
}

export interface LiveBrandOptions {
  /** One line per problem or publication; operators read these in the server's log. */
  log?: (line: string) => void;
  /** How often, at most, the files are looked at again (a stat, not a read). */
  checkEveryMs?: number;
  now?: () => number;
}

function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${String(stat.mtimeMs)}:${String(stat.size)}`;
  } catch {
    return 'missing';
  }
}

/**
 * A brand as a server serves it: the last good published version, kept when an edit of the
 * source breaks a rule. Edits are picked up without a restart: the source (and the published file,
 * which `brand:publish` may have written) are looked at again at most every `checkEveryMs`.
 */
export function openLiveBrand(
  folder: string,
  brandId: string,
  options: LiveBrandOptions = {},
): LiveBrand {
  const log = options.log ?? ((line: string) => console.warn(line));
  const checkEveryMs = options.checkEveryMs ?? 1000;
  const now = options.now ?? Date.now;
  const files = [join(folder, 'brand.json'), publishedFilePath(folder)];
  const stamp = () => files.map(stampOf).join('|');

  let served: PublishedBrand | undefined;
  let problems: BrandProblem[] = [];
  let lastStamp = '';
  let checkedAt = -Infinity;

  function publish() {
    lastStamp = stamp();
    const outcome = publishBrand(folder, brandId);
    if (outcome.status === 'refused') {
      const alreadyReported = JSON.stringify(problems) === JSON.stringify(outcome.problems);
      problems = outcome.problems;
      served = served ?? outcome.previous;
      if (!served) throw new BrandUnpublishableError(brandId, outcome.problems);
      if (!alreadyReported) {
        for (const problem of outcome.problems) {
          log(`brand ${brandId}: ${problem.path || '/'}: ${problem.message}`);
        }
        log(
          `brand ${brandId}: the edit was refused; players keep version ${String(served.version)}`,
        );
      }
    } else {
      if (served && outcome.published.version !== served.version) {
        log(`brand ${brandId}: published version ${String(outcome.published.version)}`);
      }
      served = outcome.published;
      problems = [];
    }
    // Publishing rewrote the published file: its new stamp is not another change.
    lastStamp = stamp();
    return served;
  }

  publish();
  return {
    id: brandId,
    current() {
      if (now() - checkedAt >= checkEveryMs) {
        checkedAt = now();
        if (stamp() !== lastStamp) return publish();
      }
      // Set by the first publish, which throws instead of leaving it unset.
      return served as PublishedBrand;
    },
    sourceProblems: () => problems,
    recheck() {
      // Not by the files' stamps: two writes in one tick can leave them alike.
      checkedAt = now();
      return publish();
    },
  };
}
