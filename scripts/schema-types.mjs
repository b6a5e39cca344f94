#!/usr/bin/env node
// Generates, from every schemas/*.schema.json, TypeScript types into schemas/generated/, and for
// the brand schema a precompiled validator (Ajv standalone code), so the app validates brand
// files at boot without shipping Ajv's compiler, and the settings reference for operators
// (docs/brand-settings.md). With --check it writes nothing and fails when a committed file is
// stale or missing.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { compileFromFile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { brandSettingsMarkdown } from './brandSettingsDoc.mjs';

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
/** Writes (or, with --check, compares) one generated file. */
function emit(target, output) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === output) return;
  if (check) {
    stale.push(relative(root, target));
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`wrote ${relative(root, target)}`);
  }
}

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
  emit(target, await prettier.format(compiled, { ...prettierOptions, filepath: target }));
}

// The brand validator: all errors at once (an operator fixes every problem in one pass), defaults
// filled in, so the app reads a complete brand.
const brandSchema = JSON.parse(readFileSync(join(schemasDir, 'brand.schema.json'), 'utf8'));
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  useDefaults: true,
  code: { source: true, esm: true, lines: true },
});
addFormats(ajv, ['email', 'date']);
// Read by json-schema-to-typescript where a construct (if/then/else) has no TypeScript form.
ajv.addKeyword('tsType');
const validatorCode = esmImports(standaloneCode(ajv, ajv.compile(brandSchema)));
emit(join(outDir, 'validateBrand.js'), `${banner}\n// @ts-nocheck\n${validatorCode}\n`);
emit(
  join(outDir, 'validateBrand.d.ts'),
  `${banner}
import type { ErrorObject } from 'ajv';

/** Validates a parsed brand file and fills in defaults in place; errors lists every problem. */
declare const validateBrand: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export default validateBrand;
`,
);

const settingsPage = join(root, 'docs', 'brand-settings.md');
emit(
  settingsPage,
  await prettier.format(brandSettingsMarkdown(brandSchema), {
    ...((await prettier.resolveConfig(settingsPage)) ?? {}),
    filepath: settingsPage,
  }),
);

if (check) {
  if (stale.length > 0) {
    console.error(
      `Generated types are stale: ${stale.join(', ')}.\nRun \`npm run types:generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`Generated types are up to date (${schemaFiles.length} schema(s)).`);
}

/**
 * Ajv's ESM standalone output still calls `require()` for its runtime helpers (formats, equal,
 * ucs2length), which a browser module cannot; turn each into a namespace import.
 */
function esmImports(code) {
  const modules = [
    ...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1])),
  ];
  const imports = modules.map((name, index) => `import * as runtime${index} from "${name}.js";`);
  // Node gives a CommonJS module's whole exports as the namespace's default; bundlers give
  // exports.default when __esModule is set. exportsOf() returns the exports object in both.
  const exportsOf =
    'const exportsOf = (ns) => (ns.default && typeof ns.default === "object" && "__esModule" in ns.default ? ns.default : ns);';
  const body = modules.reduce(
    (text, name, index) => text.replaceAll(`require("${name}")`, `exportsOf(runtime${index})`),
    code.replace(/^"use strict";\n/, ''),
  );
  return `${imports.join('\n')}\n${exportsOf}\n${body}`;
}
