import { describe, expect, it } from 'vitest';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import portuguese from '../locales/pt-PT.json';
import { validationKeys } from './validation.ts';

// Field errors are translated with a computed key (`validation.${key}`), which the repository's
// locale test cannot see; this one checks each key has a message in every language.
describe('validation messages', () => {
  it.each([
    ['en-US', english.validation],
    ['es-ES', spanish.validation],
    ['pt-PT', portuguese.validation],
  ])('should have a message for every field error in %s', (_tag, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...validationKeys].sort());
  });
});
