#!/usr/bin/env node
// `npm run test:changed`: the quick loop before a commit. It checks only what differs from where
// this branch left main (commits on the branch, staged, unstaged and untracked files): Prettier and
// the cached ESLint on those files, the committed schema types when a schema changed, and the
// Vitest tests that import a changed file. `npm test` stays the whole suite.
// An argument names another base: `npm run test:changed -- origin/main`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseName = process.argv[2] ?? 'main';

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const base = git('merge-base', 'HEAD', baseName);
if (!base) {
  console.error(
    `No common commit with ${baseName}: name the base, e.g. npm run test:changed -- origin/main`,
  );
  process.exit(2);
}
const changed = [
  ...new Set(
    [
      git('diff', '--name-only', '--diff-filter=d', base),
      git('ls-files', '--others', '--exclude-standard'),
    ]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
];
if (changed.length === 0) {
  console.log(`Nothing changed since ${baseName}.`);
  process.exit(0);
}

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const schemaChanged = changed.some(
  (file) => /^schemas\/[^/]+\.json$/.test(file) || file === 'scripts/schema-types.mjs',
);
// The locale check reads every translation file and every t() call of the app from disk, so no
// import ties it to the files it covers.
const appChanged = changed.some((file) => /^(host|features)\//.test(file));
const testInputs = [...changed, ...(appChanged ? ['tests/unit/locales.test.ts'] : [])];

const steps = [
  ['Prettier', 'npm', ['run', '--silent', 'lint:prettier', '--', '--ignore-unknown', ...changed]],
  lintable.length > 0 && [
    'ESLint',
    'npm',
    ['run', '--silent', 'lint:eslint', '--', '--no-warn-ignored', ...lintable],
  ],
  schemaChanged && ['Schema types', 'node', ['scripts/schema-types.mjs', '--check']],
  ['Vitest', 'vitest', ['related', '--run', '--passWithNoTests', ...testInputs]],
].filter(Boolean);

console.log(`${changed.length} files changed since ${baseName} (${base.slice(0, 8)}).`);
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n== ${name}`);
  const bin =
    command === 'npm' || command === 'node' ? command : `${root}node_modules/.bin/${command}`;
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name}: ok (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
