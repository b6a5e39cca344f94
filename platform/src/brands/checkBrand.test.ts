import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBrandSource } from './checkBrand.ts';
import { findJsonSyntaxError } from '../../../host/brand/jsonSyntax.ts';

const demoFolder = fileURLToPath(new URL('../../../config/demo', import.meta.url));
const demoSource = () => readFileSync(join(demoFolder, 'brand.json'), 'utf8');

describe('findJsonSyntaxError', () => {
  it('should give the line and column of a missing comma', () => {
    expect(findJsonSyntaxError('{\n  "id": "demo"\n  "name": "Demo"\n}')).toEqual({
      line: 3,
      column: 3,
      message: 'expected a , or } after the value',
    });
  });

  it('should locate a trailing comma, an unquoted key, a bad literal and a cut-off file', () => {
    expect(findJsonSyntaxError('{\n  "a": 1,\n}')).toMatchObject({ line: 3, column: 1 });
    expect(findJsonSyntaxError('{ id: 1 }')).toMatchObject({ line: 1, column: 3 });
    expect(findJsonSyntaxError('{"a": tru}')).toMatchObject({ line: 1, column: 7 });
    expect(findJsonSyntaxError('{"a": [1, 2')).toMatchObject({
      line: 1,
      column: 12,
      message: 'expected a , or ] after the value',
    });
  });

  it('should find nothing in valid JSON', () => {
    expect(findJsonSyntaxError(demoSource())).toBeUndefined();
    expect(
      findJsonSyntaxError(' [1, -2.5e3, "a\\"b\\u00e9", true, false, null, {}] '),
    ).toBeUndefined();
  });
});

describe('checkBrandSource', () => {
  it('should report a syntax error with its line and column, not its offset', () => {
    const result = checkBrandSource(
      '{\n  "id": "demo",\n  "name": "Demo"\n  "logo": {}\n}',
      'demo',
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: '',
          message: 'is not readable JSON: line 4, column 3: expected a , or } after the value',
        },
      ],
    });
  });

  it('should refuse asset paths that name no file of the brand folder', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'brand-assets-')), 'demo');
    cpSync(demoFolder, folder, { recursive: true });
    const brand = JSON.parse(demoSource()) as Record<string, unknown>;
    const source = JSON.stringify({
      ...brand,
      logo: { src: 'assets/logo-new.svg' },
      favicon: 'assets/../../outside.svg',
    });
    const result = checkBrandSource(source, 'demo', folder);
    expect(result.ok ? [] : result.problems).toEqual([
      {
        path: '/logo/src',
        message: `"assets/logo-new.svg" is not a file in the brand folder (looked for ${join(folder, 'assets/logo-new.svg')})`,
      },
      {
        path: '/favicon',
        message: expect.stringContaining(
          '"assets/../../outside.svg" is not a file in the brand folder',
        ) as string,
      },
    ]);
  });

  it('should accept the shipped brand with its folder, and skip assets when none is given', () => {
    expect(checkBrandSource(demoSource(), 'demo', demoFolder).ok).toBe(true);
    const missingLogo = JSON.stringify({ ...JSON.parse(demoSource()), logo: { src: 'gone.svg' } });
    expect(checkBrandSource(missingLogo, 'demo').ok).toBe(true);
  });
});
