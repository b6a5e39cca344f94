// `npm run brand:check -- [file ...]`: validates brand files (default: every config/*/brand.json)
// and prints each problem as `file: /json/pointer: message`. Exit code 1 when any is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandProblem } from '../host/brand/brandProblems.ts';
import { checkBrandSource } from '../platform/src/brands/checkBrand.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function checkBrandFile(file: string): BrandProblem[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return [{ path: '', message: `cannot be read: ${String(error)}` }];
  }
  // The folder name is the id BRAND selects; a file outside a brand folder is checked on its own.
  const folderId = basename(file) === 'brand.json' ? basename(dirname(file)) : undefined;
  // Asset paths are relative to the file's folder, as publishing serves them.
  const result = checkBrandSource(text, folderId, dirname(file));
  return result.ok ? [] : result.problems;
}

function defaultFiles(): string[] {
  const configDir = join(root, 'config');
  return readdirSync(configDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(configDir, entry.name, 'brand.json'))
    .filter((file) => existsSync(file));
}

function main(args: string[]): number {
  const files = args.length > 0 ? args : defaultFiles();
  let problemCount = 0;
  for (const file of files) {
    const shown = relative(process.cwd(), file) || file;
    const problems = existsSync(file)
      ? checkBrandFile(file)
      : [{ path: '', message: 'does not exist' }];
    problemCount += problems.length;
    for (const problem of problems) {
      console.log(`${shown}: ${problem.path || '/'}: ${problem.message}`);
    }
    if (problems.length === 0) console.log(`${shown}: ok`);
  }
  if (problemCount > 0) {
    console.error(`\n${problemCount} problem(s) in ${files.length} brand file(s).`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
