#!/usr/bin/env node
// Generates TypeScript types from every schemas/*.schema.json into schemas/generated/.
// With --check it writes nothing and fails when a committed file is stale or missing.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';
import prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemasDir = join(root, 'schemas');
const outDir = join(schemasDir, 'generated');
const check = process.argv.includes('--check');

const banner = `/* This file is generated from schemas/ by \`npm run types:generate\`. Do not edit it by hand. */`;

const schemaFiles = readdirSync(schemasDir)
  .filter((name) => name.endsWith('.schema.json'))
  .sort();
if (schemaFiles.length === 0) {
  console.error('No schemas/*.schema.json found.');
  process.exit(1);
}

const stale = [];
for (const file of schemaFiles) {
  const target = join(outDir, `${basename(file, '.schema.json')}.ts`);
  const prettierOptions = (await prettier.resolveConfig(target)) ?? {};
  const compiled = await compileFromFile(join(schemasDir, file), {
    bannerComment: banner,
    cwd: schemasDir,
    additionalProperties: false,
    strictIndexSignatures: true,
    unreachableDefinitions: true,
    format: false,
  });
  const output = await prettier.format(compiled, { ...prettierOptions, filepath: target });
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === output) continue;
  if (check) {
    stale.push(relative(root, target));
  } else {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(target, output);
    console.log(`wrote ${relative(root, target)}`);
  }
}

if (check) {
  if (stale.length > 0) {
    console.error(
      `Generated types are stale: ${stale.join(', ')}.\nRun \`npm run types:generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`Generated types are up to date (${schemaFiles.length} schema(s)).`);
}
