import { describe, expect, it } from 'vitest';
import {
  localRecordKey,
  readLocalHidden,
  saveLocalHidden,
  type RecordStorage,
} from './localRecord.ts';
import { defaultHiddenFlags } from './modalRules.ts';

function memoryStorage(initial?: string): RecordStorage & { value: () => string | null } {
  let stored = initial ?? null;
  return {
    getItem: (key) => (key === localRecordKey ? stored : null),
    setItem: (key, value) => {
      if (key === localRecordKey) stored = value;
    },
    value: () => stored,
  };
}

describe('readLocalHidden', () => {
  it('should give the defaults without a record or storage', () => {
    expect(readLocalHidden(memoryStorage())).toEqual(defaultHiddenFlags);
    expect(readLocalHidden(undefined)).toEqual(defaultHiddenFlags);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a non-object', '"hidden"'],
    ['null', 'null'],
    ['another version', JSON.stringify({ version: 0, hidden: { impostor: true } })],
    ['no version', JSON.stringify({ hidden: { impostor: true } })],
  ])('should give the defaults for %s', (_case, raw) => {
    expect(readLocalHidden(memoryStorage(raw))).toEqual(defaultHiddenFlags);
  });

  it('should read a current record, defaults filling what it lacks', () => {
    const raw = JSON.stringify({ version: 1, hidden: { impostor: true, cashier: 'x' } });
    expect(readLocalHidden(memoryStorage(raw))).toEqual({ ...defaultHiddenFlags, impostor: true });
  });

  it('should survive a storage that throws', () => {
    const throwing: RecordStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLocalHidden(throwing)).toEqual(defaultHiddenFlags);
    expect(() => saveLocalHidden(throwing, 'impostor')).not.toThrow();
  });
});

describe('saveLocalHidden', () => {
  it('should store a versioned record that keeps earlier dismissals', () => {
    const storage = memoryStorage();
    saveLocalHidden(storage, 'impostor');
    saveLocalHidden(storage, 'goldenRace');
    expect(JSON.parse(storage.value() ?? '')).toEqual({
      version: 1,
      hidden: { ...defaultHiddenFlags, impostor: true, goldenRace: true },
    });
    expect(readLocalHidden(storage)).toEqual({
      ...defaultHiddenFlags,
      impostor: true,
      goldenRace: true,
    });
  });

  it('should replace a corrupt record', () => {
    const storage = memoryStorage('{oops');
    saveLocalHidden(storage, 'cashier');
    expect(readLocalHidden(storage)).toEqual({ ...defaultHiddenFlags, cashier: true });
  });
});
