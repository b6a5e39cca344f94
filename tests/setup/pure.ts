import { afterAll, vi } from 'vitest';

// Pure test files share their worker's modules and globals (isolate: false in vitest.config.ts):
// fake timers a file turns on end with it. Mocks and stubs are undone by the config's restoreMocks
// and unstub* options; module mocks are not allowed in pure tests (eslint.config.js).
afterAll(() => {
  vi.useRealTimers();
});
