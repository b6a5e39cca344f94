// `npm run brand:check -- [file ...]`: validates brand files (default: every config/*/brand.json)
// and prints each problem as `file: /json/pointer: message`. Exit code 1 when any is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandProblem } from '../host/brand/brandProblems.ts';
import { validateBrand } from '../host/brand/validateBrand.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function checkBrandFile(file: string): BrandProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ path: '', message: `is not readable JSON: ${reason}` }];
  }
  const result = validateBrand(data);
  const problems = result.ok ? [] : [...result.problems];
  // The folder name is the id BRAND selects, so the two must agree.
  const folder = basename(dirname(file));
  const id = (data as { id?: unknown } | null)?.id;
  if (basename(file) === 'brand.json' && typeof id === 'string' && id !== folder) {
    problems.push({ path: '/id', message: `"${id}" differs from its folder name "${folder}"` });
  }
  return problems;
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
