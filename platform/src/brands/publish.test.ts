import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { brandFolder } from '../brandFile.ts';
import { BrandUnpublishableError, openLiveBrand } from './liveBrand.ts';
import { publishBrand, publishedFilePath, readPublished } from './publish.ts';

/** A copy of a shipped brand's folder, so tests can edit its source. */
function brandCopy(id = 'nightbet'): {
  folder: string;
  source: string;
  edit: (change: (brand: Record<string, unknown>) => void) => void;
} {
  const folder = join(mkdtempSync(join(tmpdir(), 'brand-')), id);
  cpSync(brandFolder(id), folder, {
    recursive: true,
    filter: (path) => !path.endsWith('published.json'),
  });
  const source = join(folder, 'brand.json');
  const edit = (change: (brand: Record<string, unknown>) => void) => {
    const brand = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    change(brand);
    writeFileSync(source, JSON.stringify(brand, null, 2));
  };
  return { folder, source, edit };
}

describe('publishBrand', () => {
  it('should publish a valid source as version 1, its defaults filled in', () => {
    const { folder } = brandCopy();
    const outcome = publishBrand(folder, 'nightbet', () => new Date('2026-11-27T10:00:00Z'));
    expect(outcome.status).toBe('published');
    const published = readPublished(folder);
    expect(published).toMatchObject({
      id: 'nightbet',
      version: 1,
      publishedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(published?.brand.polling).toEqual({ liveMs: 5000, balanceMs: 5000, jackpotsMs: 25000 });
    expect(published?.hash).toMatch(/^[\w-]{22}$/);
  });

  it('should leave an unchanged source unchanged, and number a change', () => {
    const { folder, edit } = brandCopy();
    publishBrand(folder, 'nightbet');
    expect(publishBrand(folder, 'nightbet')).toMatchObject({
      status: 'unchanged',
      published: { version: 1 },
    });
    edit((brand) => {
      brand.name = 'NightBet Pro';
    });
    expect(publishBrand(folder, 'nightbet')).toMatchObject({
      status: 'published',
      published: { version: 2 },
    });
    expect(readPublished(folder)?.brand.name).toBe('NightBet Pro');
  });

  it('should refuse an invalid source with every problem and its path, keeping the previous version', () => {
    const { folder, edit } = brandCopy();
    publishBrand(folder, 'nightbet');
    const before = readFileSync(publishedFilePath(folder), 'utf8');
    edit((brand) => {
      brand.colour = 'blue';
      brand.currencies = { enabled: ['FUN'], default: 'FUN' };
    });
    const outcome = publishBrand(folder, 'nightbet');
    expect(outcome.status).toBe('refused');
    if (outcome.status !== 'refused') return;
    expect(outcome.problems).toEqual(
      expect.arrayContaining([
        { path: '/colour', message: expect.stringContaining('not a setting') as string },
        { path: '/currencies/enabled/0', message: 'FUN is shown as RUB and cannot be listed' },
      ]),
    );
    expect(outcome.previous?.version).toBe(1);
    expect(readFileSync(publishedFilePath(folder), 'utf8')).toBe(before);
  });

  it('should refuse a source that is not JSON, or whose id is not its folder', () => {
    const { folder, source, edit } = brandCopy();
    edit((brand) => {
      brand.id = 'costa';
    });
    expect(publishBrand(folder, 'nightbet')).toMatchObject({
      status: 'refused',
      problems: [{ path: '/id', message: '"costa" differs from its folder name "nightbet"' }],
      previous: undefined,
    });
    writeFileSync(source, '{ "id": "nightbet",');
    expect(publishBrand(folder, 'nightbet')).toMatchObject({
      status: 'refused',
      problems: [{ path: '', message: expect.stringContaining('is not readable JSON') as string }],
    });
  });

  it('should publish again over a damaged published file', () => {
    const { folder } = brandCopy();
    publishBrand(folder, 'nightbet');
    writeFileSync(publishedFilePath(folder), '{"half":');
    expect(publishBrand(folder, 'nightbet')).toMatchObject({
      status: 'published',
      published: { version: 1 },
    });
  });
});

describe('openLiveBrand', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('should keep serving the last good version when an edit breaks a rule, logging each problem once', () => {
    const { folder, edit } = brandCopy();
    const time = clock();
    const log = vi.fn<(line: string) => void>();
    const brand = openLiveBrand(folder, 'nightbet', { log, now: time.now, checkEveryMs: 1000 });
    expect(brand.current().version).toBe(1);

    edit((source) => {
      source.colour = 'blue';
    });
    time.pass(1000);
    expect(brand.current()).toMatchObject({ version: 1 });
    expect(brand.current().brand).not.toHaveProperty('colour');
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^brand nightbet: \/colour: is not a setting/) as string,
      'brand nightbet: the edit was refused; players keep version 1',
    ]);
    expect(brand.sourceProblems()).toHaveLength(1);
    time.pass(1000);
    brand.current();
    expect(log).toHaveBeenCalledTimes(2);

    edit((source) => {
      delete source.colour;
      source.name = 'NightBet Pro';
    });
    time.pass(1000);
    expect(brand.current()).toMatchObject({ version: 2, brand: { name: 'NightBet Pro' } });
    expect(log).toHaveBeenLastCalledWith('brand nightbet: published version 2');
    expect(brand.sourceProblems()).toEqual([]);
  });

  it('should look at the files at most once per interval', () => {
    const { folder, edit } = brandCopy();
    const time = clock();
    const brand = openLiveBrand(folder, 'nightbet', { log: () => undefined, now: time.now });
    brand.current();
    edit((source) => {
      source.name = 'Later';
    });
    time.pass(999);
    expect(brand.current().version).toBe(1);
    time.pass(1);
    expect(brand.current().version).toBe(2);
  });

  it('should refuse to start a brand that has never had a valid source', () => {
    const { folder, edit } = brandCopy();
    edit((source) => {
      source.colour = 'blue';
    });
    expect(() => openLiveBrand(folder, 'nightbet', { log: () => undefined })).toThrow(
      BrandUnpublishableError,
    );
  });
});
