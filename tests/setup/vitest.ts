import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFeatures } from '../../host/featureRegistry.ts';
import { featureModules } from '../../host/features.ts';

// Testing Library's async utilities (waitFor, findBy…) advance fake timers only when they see
// Jest's global; Vitest's fake timers need this bridge for tests of debounces and polling.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// findBy/waitFor give up after 1 s by default; with both cores busy (CI runs servers and browsers
// beside the unit suite) a screen can take longer than that to answer a click. A longer wait costs a
// passing test nothing: it returns as soon as the expectation holds.
configure({ asyncUtilTimeout: 5_000 });

// Boot installs the feature list before the first render; tests start from the same place.
installFeatures(featureModules);

afterEach(() => {
  cleanup();
});
