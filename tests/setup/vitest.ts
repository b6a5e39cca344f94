import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFeatures } from '../../host/featureRegistry.ts';
import { featureModules } from '../../host/features.ts';

// Testing Library's async utilities (waitFor, findBy…) advance fake timers only when they see
// Jest's global; Vitest's fake timers need this bridge for tests of debounces and polling.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// Boot installs the feature list before the first render; tests start from the same place.
installFeatures(featureModules);

afterEach(() => {
  cleanup();
});
