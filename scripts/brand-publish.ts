// `npm run brand:publish -- [id ...]`: publishes brand sources (default: every brand folder) for
// players. A source that breaks a rule is refused with its problems, one per line with its JSON
// path, and its previous published version stays live. Exit code 1 when any is refused.
import { relative } from 'node:path';
import { brandFolder, listBrandIds } from '../platform/src/brandFile.ts';
import { publishBrand, publishedFilePath } from '../platform/src/brands/publish.ts';

function main(args: string[]): number {
  const ids = args.length > 0 ? args : listBrandIds();
  let refused = 0;
  for (const id of ids) {
    const folder = brandFolder(id);
    const outcome = publishBrand(folder, id);
    const file = relative(process.cwd(), publishedFilePath(folder));
    if (outcome.status === 'refused') {
      refused += 1;
      for (const problem of outcome.problems) {
        console.log(`${id}: ${problem.path || '/'}: ${problem.message}`);
      }
      console.log(
        outcome.previous
          ? `${id}: refused; players keep version ${String(outcome.previous.version)}`
          : `${id}: refused; it has no published version yet`,
      );
    } else {
      const { version, hash } = outcome.published;
      const what = outcome.status === 'published' ? 'published' : 'unchanged at';
      console.log(`${id}: ${what} version ${String(version)} (${hash}) in ${file}`);
    }
  }
  if (refused > 0) {
    console.error(`\n${String(refused)} of ${String(ids.length)} brand(s) refused.`);
    return 1;
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
