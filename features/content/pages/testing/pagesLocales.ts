import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import portuguese from '../locales/pt-PT.json';

/** The namespace of this sub-area's strings. */
export const contentPagesNamespace = 'contentPages';

/** Every language's strings, in memory, for tests and stories (before the host wires them). */
export const contentPagesResources: Readonly<Record<string, object>> = {
  'es-ES': spanish,
  'en-US': english,
  'pt-PT': portuguese,
};
