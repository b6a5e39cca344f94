// Which environment each test file runs in, decided by its name alone, so a new file lands in the
// right one by how it is written. Read by vitest.config.ts (to run it) and eslint.config.js (to stop
// a Node test from reaching for the DOM).

/** The app's folders; the platform and the tooling are Node only. */
const app = '{design-system,features,host,studio,tests/unit}';

/**
 * jsdom: a `.test.tsx` renders React; a `.dom.test.ts` needs the DOM without JSX (a hook through
 * renderHook, storage, `document`, `window` events).
 */
export const domTests = [`${app}/**/*.test.tsx`, `${app}/**/*.dom.test.ts`];

/**
 * Node: every other test of the app is pure logic (models, helpers, stores without React). A file
 * starts in milliseconds here instead of paying for a jsdom window of its own.
 */
export const pureTests = [`${app}/**/*.test.ts`];
export const pureTestsExcept = [`${app}/**/*.dom.test.ts`];
